_solitaire() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="solitaire"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        solitaire)
            opts="-h -V --deal --data-dir --fullscreen --window --screenshot --frame-log --demo --open --speed --game --lang --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --deal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --data-dir)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --window)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --screenshot)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --frame-log)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --open)
                    COMPREPLY=($(compgen -W "games rules deal settings stats daily menu" -- "${cur}"))
                    return 0
                    ;;
                --speed)
                    COMPREPLY=($(compgen -W "normal fast instant" -- "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -W "klondike klondike-draw-three vegas-klondike vegas-klondike-draw-three yukon russian-solitaire canfield easthaven gypsy three-bears northwest-territory westcliff whitehead thumb-and-pouch brisbane spiderette will-o-the-wisp simple-simon spider-one-suit spider-two-suits spider scorpion forty-thieves lower-48 forecell freecell bakers-game eight-off seahaven-towers bear-river fan beleaguered-castle bakers-dozen streets-and-alleys somerset king-albert raglan flower-garden scotch-patience spanish-patience la-belle-lucie golf dead-king-golf tripeaks black-hole pyramid aces-up sir-tommy accordion montana" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en de es fr it nl pl pt-BR ru" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _solitaire -o nosort -o bashdefault -o default solitaire
else
    complete -F _solitaire -o bashdefault -o default solitaire
fi
