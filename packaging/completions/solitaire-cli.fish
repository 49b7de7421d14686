# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_solitaire_cli_global_optspecs
    string join \n h/help V/version
end

function __fish_solitaire_cli_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_solitaire_cli_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_solitaire_cli_using_subcommand
    set -l cmd (__fish_solitaire_cli_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -s V -l version -d 'Print version'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "games" -d 'List the games with a one-line description'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "languages" -d 'List the languages the game speaks, with how much of it each covers'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "deal" -d 'Print a deal\'s layout'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "play" -d 'Read moves from standard input ("t3>f1", "t2>t5x3", "draw", "redeal", "undo", "redo", "restart", "moves") and print the game after each'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "check-def" -d 'Validate a game definition file and say what is wrong with it'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "daily" -d 'Print a day\'s daily deal: its number and grade'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "grade" -d 'Solve a range of deals and print the grades file the game ships (see tools/make-grades.sh); with --number, say how a deal is graded'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "stats" -d 'Print the statistics the game keeps: per game, or one game\'s recent results, win rate and best times by difficulty, and daily deals won'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "solve" -d 'Solve deals: one (--number, with --moves to print the solution) or a range (--deals A..B), with figures'
complete -c solitaire-cli -n "__fish_solitaire_cli_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand games" -l markdown -d 'As the README\'s table of games (Markdown), which is made this way'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand games" -s h -l help -d 'Print help'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand languages" -l markdown -d 'As the README\'s table of languages (Markdown), which is made this way'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand languages" -s h -l help -d 'Print help'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand deal" -l game -d 'A game id (see `games`) or the path of a game definition (.ron)' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand deal" -l number -d 'The deal number, 1 to 2147483647' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand deal" -l format -d 'The layout as text, or as Freecell Solver reads it' -r -f -a "text\t'Each pile on its own line, its cards from the bottom up'
fc-solve\t'Freecell Solver\'s board format (FreeCell and ForeCell)'"
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand deal" -l reveal -d 'Show face-down cards (in lower case) and the stock'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand deal" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand play" -l game -d 'A game id (see `games`) or the path of a game definition (.ron)' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand play" -l number -d 'The deal number, 1 to 2147483647' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand play" -l reveal -d 'Show face-down cards (in lower case) and the stock'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand play" -s h -l help -d 'Print help'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand check-def" -s h -l help -d 'Print help'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand daily" -l game -d 'A game id (see `games`)' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand daily" -l date -d 'The day, as YYYY-MM-DD (today by this machine\'s clock if not given)' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand daily" -s h -l help -d 'Print help'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand grade" -l game -d 'A game id (see `games`)' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand grade" -l number -d 'One deal\'s number, to say how it is graded' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand grade" -l deals -d 'A range of deal numbers, e.g. 1..1000 (both ends included)' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand grade" -l nodes -d 'Positions the solver may expand per deal' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand grade" -l threads -d 'Deals solved at once, each on its own thread' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand grade" -s h -l help -d 'Print help'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand stats" -l game -d 'One game\'s details (every game\'s summary if not given)' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand stats" -l data-dir -d 'Where the game keeps its files (as the game\'s --data-dir; by default SOLITAIRE_DATA_DIR or ~/.local/share/solitaire)' -r -F
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand stats" -s h -l help -d 'Print help'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand solve" -l game -d 'A game id or the path of a game definition (.ron)' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand solve" -l number -d 'One deal\'s number' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand solve" -l deals -d 'A range of deal numbers, e.g. 1..1000 (both ends included)' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand solve" -l nodes -d 'Positions the solver may expand per deal' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand solve" -l seconds -d 'Seconds the solver may spend per deal' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand solve" -l threads -d 'Deals solved at once, each on its own thread' -r
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand solve" -l moves -d 'Print the solution\'s moves (or, when undecided, the best line found)'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand solve" -s h -l help -d 'Print help'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "games" -d 'List the games with a one-line description'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "languages" -d 'List the languages the game speaks, with how much of it each covers'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "deal" -d 'Print a deal\'s layout'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "play" -d 'Read moves from standard input ("t3>f1", "t2>t5x3", "draw", "redeal", "undo", "redo", "restart", "moves") and print the game after each'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "check-def" -d 'Validate a game definition file and say what is wrong with it'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "daily" -d 'Print a day\'s daily deal: its number and grade'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "grade" -d 'Solve a range of deals and print the grades file the game ships (see tools/make-grades.sh); with --number, say how a deal is graded'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "stats" -d 'Print the statistics the game keeps: per game, or one game\'s recent results, win rate and best times by difficulty, and daily deals won'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "solve" -d 'Solve deals: one (--number, with --moves to print the solution) or a range (--deals A..B), with figures'
complete -c solitaire-cli -n "__fish_solitaire_cli_using_subcommand help; and not __fish_seen_subcommand_from games languages deal play check-def daily grade stats solve help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
