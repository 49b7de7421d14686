//! Shipped game definitions changed a little go through the checker `solitaire-cli
//! check-def` uses (`Rules::from_ron`). What it accepts must deal, play, undo, give
//! taps and hints and solve without a panic, its moves agreeing with its move list and
//! its solutions legal; what it refuses must be refused with the line named.
//! `mutated_definitions_are_refused_with_the_line_or_play` makes such changes
//! (mutants) of every shipped definition with a seeded generator; the tests at the end
//! keep what it found.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use solitaire_core::registry::{GameFiles, Registry};
use solitaire_core::rules::{GameDef, Layout};
use solitaire_core::solver::{Budget, Verdict, check_plan, last_winnable, solve};
use solitaire_core::{Game, Rules, Status, policy, speech, text};
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::Path;
use std::sync::Arc;

/// Mutants tried a game in CI.
const DEFAULT_MUTANTS: usize = 40;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}={v} is not a number"))
        })
        .unwrap_or(default)
}

/// The shipped definitions, by file name, in name order.
fn shipped() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    files.sort();
    files
}

// ---------------------------------------------------------------- the mutations

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Number,
    Word,
    Str,
    /// A field's name (before its colon).
    Field,
}

/// A token a mutation may replace, by byte range, with the field it is written in
/// (the innermost named one: "kind", "dir", "by", "covers").
#[derive(Clone, Copy, Debug)]
struct Token<'a> {
    kind: Kind,
    start: usize,
    end: usize,
    context: &'a str,
}

/// The numbers, words, field names and short strings of a RON text, comments and long
/// strings (prose: the rules, the summary) left out.
fn tokens(text: &str) -> Vec<Token<'_>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    // The field each open bracket's contents are in, innermost last.
    let mut fields: Vec<&str> = vec![""];
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        // (A field's name is in the field of the brackets it is written in.)
        let field = text[i..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .is_some_and(|n| n > 0 && text[i + n..].trim_start().starts_with(':'));
        let outer = &fields[..fields.len() - usize::from(field)];
        let context = outer.iter().rev().find(|f| !f.is_empty()).copied();
        let context = context.unwrap_or("");
        let (kind, end) = if text[i..].starts_with("//") {
            (None, text[i..].find('\n').map_or(bytes.len(), |n| i + n))
        } else if b == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(bytes.len());
            ((end - i <= 12).then_some(Kind::Str), end)
        } else if b.is_ascii_digit()
            || (b == b'-' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            let end = text[i + 1..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_'))
                .map_or(bytes.len(), |n| i + 1 + n);
            (Some(Kind::Number), end)
        } else if b.is_ascii_alphabetic() || b == b'_' {
            let end = text[i..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .map_or(bytes.len(), |n| i + n);
            if text[end..].trim_start().starts_with(':') {
                *fields.last_mut().unwrap() = &text[i..end];
                (Some(Kind::Field), end)
            } else {
                (Some(Kind::Word), end)
            }
        } else {
            match b {
                b'(' | b'[' => fields.push(""),
                b')' | b']' if fields.len() > 1 => {
                    fields.pop();
                }
                _ => {}
            }
            (None, i + text[i..].chars().next().map_or(1, char::len_utf8))
        };
        if let Some(kind) = kind {
            out.push(Token {
                kind,
                start: i,
                end,
                context,
            });
        }
        i = end;
    }
    out
}

/// What mutations draw from: every word, number and short string of every shipped
/// definition, by the field it is written in (what else that field may say).
struct Vocabulary {
    by_field: BTreeMap<(Kind, String), Vec<String>>,
    words: Vec<String>,
    strings: Vec<String>,
}

impl Vocabulary {
    fn of(files: &[(String, String)]) -> Vocabulary {
        let mut by_field: BTreeMap<(Kind, String), BTreeSet<String>> = BTreeMap::new();
        let (mut words, mut strings) = (BTreeSet::new(), BTreeSet::new());
        for (_, text) in files {
            for t in tokens(text) {
                let s = text[t.start..t.end].to_string();
                by_field
                    .entry((t.kind, t.context.to_string()))
                    .or_default()
                    .insert(s.clone());
                match t.kind {
                    Kind::Word | Kind::Field => words.insert(s),
                    Kind::Str => strings.insert(s),
                    Kind::Number => false,
                };
            }
        }
        Vocabulary {
            by_field: by_field
                .into_iter()
                .map(|(k, v)| (k, v.into_iter().collect()))
                .collect(),
            words: words.into_iter().collect(),
            strings: strings.into_iter().collect(),
        }
    }

    /// Another thing written where `token` is, in some shipped definition.
    fn alike(&self, rng: &mut Rng, token: &Token, old: &str) -> Option<String> {
        let same = self
            .by_field
            .get(&(token.kind, token.context.to_string()))?;
        let others: Vec<&String> = same.iter().filter(|s| *s != old).collect();
        (!others.is_empty()).then(|| rng.pick(&others).to_string())
    }
}

/// Fields a mutation may write into a definition that leaves them out, after the
/// opening of a value of the type that has them ("GroupDef(").
const INSERTIONS: &[(&str, &[&str])] = &[
    (
        "GameDef(",
        &[
            "pairs: Some(13),",
            "pairs: Some(10),",
            "goal: ClearTableau,",
            "base: King,",
            "base: Dealt,",
            "suits: One,",
            "suits: Two,",
            "scoring: Windows,",
            "scoring: Vegas,",
            "scoring: Spider,",
            "scoring: Streaks,",
            "scoring: FoundationCards,",
            "shuffle: Microsoft,",
            "last_dealt: [\"AS\"],",
            "last_dealt: [\"KH\", \"AS\"],",
            "stock: Some(StockRules(draw: 1, redeals: None)),",
            "stock: Some(StockRules(draw: 3, redeals: Some(2), top_up: true)),",
            "stock: Some(StockRules(draw: 1, redeals: Some(0), onto: Tableau, into_gaps: true)),",
            "covers: [Cover(pile: \"t1\", by: [\"t2\"])],",
            "covers: [Cover(pile: \"t2\", by: [\"t1\", \"t3\"]), Cover(pile: \"t3\", by: [\"t4\"])],",
            "deal_rows: [DealRow(group: \"t\", face: Up)],",
        ],
    ),
    (
        "GroupDef(",
        &[
            "complete_runs: true,",
            "gives_back: true,",
            "max_cards: Some(1),",
            "max_cards: Some(13),",
            "run_limit: FreeCells,",
            "run_limit: FreeCellsAndColumns,",
            "moves: Run,",
            "moves: SuitedRun,",
            "moves: Group,",
            "moves: TopOrPile,",
            "empty: Kings,",
            "empty: Never,",
            "refill: Some(\"t\"),",
            "refill: Some(\"r\"),",
            "refill: Some(\"c\"),",
            "build: Some(Build(dir: Up, suit: Any, wrap: true)),",
            "build: Some(Build(dir: Either, suit: Same)),",
            "build: Some(Build(dir: Down, suit: AlternateColour, kings_end: true)),",
            "deal: Each(1, 0),",
            "deal: Each(0, 1),",
            "deal: Rest,",
            "deal: Piles([(0, 1), (2, 0)]),",
        ],
    ),
    ("Build(", &["wrap: true,", "kings_end: true,"]),
    (
        "StockRules(",
        &[
            "top_up: true,",
            "into_gaps: true,",
            "onto: Tableau,",
            "onto: Waste,",
        ],
    ),
    (
        "DealRow(",
        &[
            "right_to_left: true,",
            "first: Some(2),",
            "last: Some(3),",
            "piles: [1, 3],",
            "piles: [2, 2],",
        ],
    ),
];

struct Rng(ChaCha8Rng);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n.max(1) as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// A misspelling of `word`: two letters swapped, one left out, doubled or changed.
fn misspelt(rng: &mut Rng, word: &str) -> String {
    let mut chars: Vec<char> = word.chars().collect();
    let (i, n) = (rng.below(chars.len()), chars.len());
    match rng.below(4) {
        0 if n > 1 && chars[i] != chars[(i + 1) % n] => chars.swap(i, (i + 1) % n),
        1 if chars.len() > 1 => {
            chars.remove(i);
        }
        2 => {
            let c = chars[i];
            chars.insert(i, c);
        }
        _ => {
            let c = if chars[i] == 'e' { 'a' } else { 'e' };
            chars[i] = c;
        }
    }
    chars.into_iter().collect()
}

/// Another number in the place of `number`: one more or less, nought, or large.
fn renumbered(rng: &mut Rng, number: &str) -> String {
    if number.contains('.') {
        return rng
            .pick(&["0.0", "-1.0", "-0.5", "99.0", "1e9", "-1e9", "NaN", "inf"])
            .to_string();
    }
    let n: i64 = number.parse().unwrap_or(0);
    let choices = [
        n + 1,
        n - 1,
        n + 1,
        n - 1,
        n + 2,
        n - 2,
        0,
        1,
        2,
        3,
        12,
        13,
        14,
        26,
        52,
        63,
        64,
        65,
        104,
        255,
        256,
        65535,
        1 << 31,
        -1,
    ];
    let choices: Vec<i64> = choices.into_iter().filter(|&c| c != n).collect();
    rng.pick(&choices).to_string()
}

/// `text` with a mutation or two (one in five).
fn mutant(rng: &mut Rng, text: &str, vocabulary: &Vocabulary) -> String {
    let mut text = text.to_string();
    for _ in 0..1 + usize::from(rng.chance(20)) {
        text = mutated(rng, &text, vocabulary);
    }
    text
}

/// `text` with one mutation.
fn mutated(rng: &mut Rng, text: &str, vocabulary: &Vocabulary) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    match rng.below(20) {
        // A line left out, or written twice.
        0..=2 => {
            let at = rng.below(lines.len());
            let mut out: Vec<&str> = lines.clone();
            if rng.chance(50) {
                out.remove(at);
            } else {
                out.insert(at, lines[at]);
            }
            out.concat()
        }
        // A field written in.
        3..=6 => {
            let (opening, fields) = rng.pick(INSERTIONS);
            let places: Vec<usize> = text.match_indices(opening).map(|(i, _)| i).collect();
            if places.is_empty() {
                return text.to_string();
            }
            let at = rng.pick(&places) + opening.len();
            format!("{} {} {}", &text[..at], rng.pick(fields), &text[at..])
        }
        // A number, word or string replaced.
        _ => {
            // A field's name, now and then (misspelt, it is always refused).
            let fields = rng.chance(10);
            let tokens: Vec<Token> = tokens(text)
                .into_iter()
                .filter(|t| (t.kind == Kind::Field) == fields)
                .collect();
            let t = *rng.pick(&tokens);
            let old = &text[t.start..t.end];
            let alike = rng.chance(75);
            let new = match t.kind {
                Kind::Number if rng.chance(30) => vocabulary.alike(rng, &t, old),
                Kind::Number => Some(renumbered(rng, old)),
                Kind::Word | Kind::Str if alike => vocabulary.alike(rng, &t, old),
                Kind::Word | Kind::Field if rng.chance(50) => Some(misspelt(rng, old)),
                Kind::Field => Some(rng.pick(&vocabulary.words).clone()),
                Kind::Word => Some(rng.pick(&vocabulary.words).clone()),
                Kind::Str if rng.chance(20) => Some("\"\"".to_string()),
                Kind::Str => Some(rng.pick(&vocabulary.strings).clone()),
            };
            let new = new.unwrap_or_else(|| misspelt(rng, old));
            format!("{}{new}{}", &text[..t.start], &text[t.end..])
        }
    }
}

// ---------------------------------------------------------------- playing a mutant

/// The definition as far as play goes: without its prose and where its piles are
/// drawn, which the core's play never reads.
fn played_part(def: &GameDef) -> GameDef {
    let mut def = def.clone();
    def.name.clear();
    def.summary.clear();
    def.rules.clear();
    def.differs.clear();
    def.order = 0;
    for g in &mut def.groups {
        g.name.clear();
        g.layout = Layout {
            at: (0.0, 0.0),
            step: (0.0, 0.0),
            per_row: None,
            row_step: (0.0, 0.0),
            fan: Default::default(),
        };
    }
    def
}

/// Deals a few deals of an accepted mutant, plays a sample of its moves with the
/// player's gestures, undo and redo, saves and loads it, asks for a hint and solves a
/// little. Panics where something breaks: a panic of the core's, a move it lists and
/// then refuses, a solution it cannot play, a game undone or loaded that differs.
fn play(rules: &Arc<Rules>, rng: &mut Rng, what: &str) {
    let words = solitaire_core::lang::Words::english();
    for number in [
        1,
        2 + rng.below(1000) as u32,
        1 + rng.below(i32::MAX as usize) as u32,
    ] {
        let Ok(mut game) = Game::new(rules.clone(), number) else {
            continue;
        };
        let what = format!("{what}, deal {number}");
        let start = game.position().clone();
        let _ = text::layout(rules, &start, true);
        for _ in 0..60 {
            let moves = game.legal_moves();
            for &mv in &moves {
                assert!(game.check(mv).is_ok(), "{what}: listed {mv:?} is refused");
            }
            let _ = (game.status(), game.score(), game.safe_home_move());
            let _ = game.finishing_move();
            // The player's gestures: a tap on a card, on the stock, a pick-up.
            let pile = rng.below(rules.pile_count());
            let len = game.position().piles[pile].len();
            let _ = policy::pickable(&game, pile);
            let _ = policy::picks_up(&game, pile, 1 + rng.below(len + 1));
            let _ = speech::pile_summary(&words, rules, game.position(), pile);
            let tap = (len > 0)
                .then(|| policy::tap_move(&game, pile, rng.below(len)))
                .flatten();
            let mv = match tap {
                Some(mv) if rng.chance(30) => mv,
                _ if rng.chance(10) => policy::stock_tap(&game),
                _ if moves.is_empty() => break,
                _ => *rng.pick(&moves),
            };
            if let Ok(applied) = game.apply(mv) {
                let _ = speech::applied_move(&words, rules, game.position(), &applied);
            } else {
                assert!(!moves.contains(&mv), "{what}: listed {mv:?} is refused");
            }
            if rng.chance(15) {
                game.undo();
                if rng.chance(50) {
                    game.redo();
                }
            }
        }
        let _ = text::layout(rules, game.position(), false);
        // Saved and loaded, it is the same game.
        let loaded = Game::from_ron(&game.to_ron(), |_| Some(rules.clone()))
            .unwrap_or_else(|e| panic!("{what}: its save is refused: {e}"));
        assert_eq!(
            loaded.position(),
            game.position(),
            "{what}: saved and loaded"
        );
        // Where a lost game could have been won (what the game says when none is left).
        if number == 1 {
            let _ = last_winnable(&game, &Budget::nodes(1_000));
        }
        // A hint: what the game asks the solver for, with a small budget.
        let report = solve(rules, game.position(), &Budget::nodes(2_000));
        if let Verdict::Solved(line) = report.verdict {
            let mut after = game.clone();
            for mv in line {
                if let Err(e) = after.apply(mv) {
                    panic!("{what}: the solver's {mv:?} is refused: {e}");
                }
            }
            assert_eq!(after.status(), Status::Won, "{what}: the solver's line");
        }
        // Undone to the start, the game is dealt as it was.
        while game.undo().is_some() {}
        assert_eq!(game.position(), &start, "{what}: undone to the start");
        let report = solve(rules, &start, &Budget::nodes(3_000));
        if let Verdict::Solved(line) = report.verdict {
            for mv in line {
                if let Err(e) = game.apply(mv) {
                    panic!("{what}: the solver's {mv:?} from the deal is refused: {e}");
                }
            }
            assert_eq!(game.status(), Status::Won, "{what}: the solver's line");
        }
    }
}

enum Outcome {
    Refused,
    /// Accepted, and played as the definition it came from.
    Alike,
    /// Accepted and played; `check-def` refuses its solver plan, or does not.
    Played {
        plan_refused: bool,
    },
}

/// Puts one mutant through the checker; where it is refused, checks the line is
/// named, and where it is accepted, plays it (unless it plays as `plain`, its
/// original, does). A definition whose solver plan `check-def` refuses (its search
/// does not take the game) is played all the same: `deal`, `play` and `solve --game`
/// read it, and the plan gives way to the best-first searches.
fn try_mutant(text: &str, plain: &GameDef, rng: &mut Rng, what: &str) -> Outcome {
    match Rules::from_ron(text) {
        Err(e) => {
            let (line, column) =
                e.at.unwrap_or_else(|| panic!("{what}: \"{e}\" names no line"));
            let lines = text.lines().count().max(1);
            assert!(
                (1..=lines).contains(&line) && column >= 1,
                "{what}: \"{e}\" names line {line} of {lines}"
            );
            assert!(e.located().starts_with(&format!("{line}:{column}: ")));
            Outcome::Refused
        }
        Ok(rules) if played_part(&rules.def) == *plain => Outcome::Alike,
        Ok(rules) => {
            let plan_refused = check_plan(&rules).is_err();
            play(&Arc::new(rules), rng, what);
            Outcome::Played { plan_refused }
        }
    }
}

/// Every shipped definition, mutated a little (a number, a word or a string replaced, a
/// field written in, a line left out or written twice) by a seeded generator: the same
/// mutants on every run, `DEFAULT_MUTANTS` a game (about 1,100 in all, in a few
/// seconds). Those the checker accepts are played (`play`), unless they play as the
/// definition they came from; those it refuses must name a line of the text. To try
/// ten times as many (about half a minute), or other ones:
///
/// ```text
/// FUZZ_MUTANTS=400 cargo test -p solitaire-core --test definitions_fuzz
/// FUZZ_MUTANTS=400 FUZZ_SEED=7 cargo test -p solitaire-core --test definitions_fuzz
/// ```
///
/// A mutant that breaks is written to the temporary folder, for `solitaire-cli
/// check-def`, `deal --game` and `solve --game`.
#[test]
fn mutated_definitions_are_refused_with_the_line_or_play() {
    let files = shipped();
    let words = Vocabulary::of(&files);
    let mutants = env_number("FUZZ_MUTANTS", DEFAULT_MUTANTS as u64) as usize;
    let seed = env_number("FUZZ_SEED", 0);
    let (mut refused, mut played, mut alike, mut plans) = (0, 0, 0, 0);
    for (name, original) in &files {
        let rules = Rules::from_ron(original).unwrap_or_else(|e| panic!("{name}: {e}"));
        let plain = played_part(&rules.def);
        let mut rng = Rng(ChaCha8Rng::seed_from_u64(
            seed ^ name
                .bytes()
                .fold(0u64, |h, b| h.wrapping_mul(31) ^ u64::from(b)),
        ));
        let mut seen = HashSet::new();
        for m in 0..mutants {
            let text = mutant(&mut rng, original, &words);
            if !seen.insert(text.clone()) {
                continue;
            }
            let what = format!("{name} mutant {m}");
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                try_mutant(&text, &plain, &mut rng, &what)
            }));
            match outcome {
                Ok(Outcome::Refused) => refused += 1,
                Ok(Outcome::Alike) => alike += 1,
                Ok(Outcome::Played { plan_refused }) => {
                    played += 1;
                    plans += usize::from(plan_refused);
                }
                Err(panic) => {
                    // For `solitaire-cli check-def`, `deal` and `solve --game`.
                    let file = std::env::temp_dir().join("definitions-fuzz-mutant.ron");
                    let _ = std::fs::write(&file, &text);
                    eprintln!("{what} panicked: written to {}", file.display());
                    std::panic::resume_unwind(panic);
                }
            }
        }
    }
    eprintln!(
        "{refused} refused, {played} played ({plans} with a solver plan check-def refuses), \
         {alike} played as their original"
    );
    // The sample reaches both sides (it would prove little otherwise).
    assert!(
        refused > 0 && played > 0,
        "{refused} refused, {played} played"
    );
}

/// The generator reads a definition's tokens and the fields they are written in, and
/// its mutations change what they say.
#[test]
fn the_mutations_change_what_they_say() {
    let mut rng = Rng(ChaCha8Rng::seed_from_u64(1));
    let text = "A(n: 12, w: Some(B(x: Tableau)), s: [\"t\"], r: \"a long sentence\") // x 5\n";
    let kinds: Vec<(Kind, &str, &str)> = tokens(text)
        .iter()
        .map(|t| (t.kind, &text[t.start..t.end], t.context))
        .collect();
    assert_eq!(
        kinds,
        [
            (Kind::Word, "A", ""),
            (Kind::Field, "n", ""),
            (Kind::Number, "12", "n"),
            (Kind::Field, "w", ""),
            (Kind::Word, "Some", "w"),
            (Kind::Word, "B", "w"),
            (Kind::Field, "x", "w"),
            (Kind::Word, "Tableau", "x"),
            (Kind::Field, "s", ""),
            (Kind::Str, "\"t\"", "s"),
            (Kind::Field, "r", ""),
        ]
    );
    for _ in 0..20 {
        assert_ne!(misspelt(&mut rng, "Tableau"), "Tableau");
        assert_ne!(renumbered(&mut rng, "12"), "12");
    }
    let files = shipped();
    let vocabulary = Vocabulary::of(&files);
    let kinds = &vocabulary.by_field[&(Kind::Word, "kind".to_string())];
    for kind in ["Tableau", "Foundation", "Cell", "Stock", "Waste"] {
        assert!(kinds.iter().any(|k| k == kind), "{kinds:?}");
    }
    let (_, original) = &files[0];
    let changed = (0..20)
        .filter(|_| mutant(&mut rng, original, &vocabulary) != *original)
        .count();
    assert!(changed >= 15, "{changed} of 20 mutants differ");
}

// ---------------------------------------------------------------- what the mutants found

/// A shipped definition with `edits` made (each `from` must be in it).
fn edited(file: &str, edits: &[(&str, &str)]) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("games")
        .join(file);
    let mut text = std::fs::read_to_string(path).unwrap();
    for (from, to) in edits {
        assert!(text.contains(from), "{file} has no {from}");
        text = text.replacen(from, to, 1);
    }
    text
}

/// Solves deals 1 to 3 of a definition the checker accepts and plays each line found:
/// every move legal, the game won.
fn solves_legally(text: &str, nodes: usize) {
    let rules = Arc::new(Rules::from_ron(text).unwrap_or_else(|e| panic!("{e}")));
    for number in 1..=3 {
        let mut game = Game::new(rules.clone(), number).unwrap();
        if let Verdict::Solved(line) = solve(&rules, game.position(), &Budget::nodes(nodes)).verdict
        {
            for mv in line {
                game.apply(mv)
                    .unwrap_or_else(|e| panic!("deal {number}: {mv:?}: {e}"));
            }
            assert_eq!(game.status(), Status::Won, "deal {number}");
        }
    }
}

/// Pyramid's sixth row dealt thirteen cards: more piles than its own search's sets
/// hold. Working out its shape overflowed them (`check-def` panicked asking whether
/// the search takes the game); it does not, so its plan gives way to the best-first
/// searches, which played the waste's card onto the stock's top as it lay before the
/// stock was turned ("a pair is two top cards").
#[test]
fn a_pyramid_too_wide_for_its_own_search_is_solved_by_the_others() {
    let text = edited(
        "pyramid.ron",
        &[(
            "name: \"sixth row card\", kind: Tableau, count: 6,",
            "name: \"sixth row card\", kind: Tableau, count: 13,",
        )],
    );
    let rules = Rules::from_ron(&text).unwrap();
    assert!(
        check_plan(&rules)
            .unwrap_err()
            .contains("Pairs search does not take")
    );
    solves_legally(&text, 20_000);
}

/// The searches of one shape play by the engine's rules or leave the game to the
/// best-first searches. ForeCell with empty columns counted for runs: there only Kings
/// fill them, which the engine does not count as room for a run (FreeCell's search
/// did). Eight Off with a pile lying over another, which FreeCell's search did not
/// see; Yukon with one deck of two suits, which its search's board (a place a card
/// value) cannot hold.
#[test]
fn the_searches_of_one_shape_play_by_the_engines_rules() {
    solves_legally(
        &edited(
            "forecell.ron",
            &[("run_limit: FreeCells,", "run_limit: FreeCellsAndColumns,")],
        ),
        3_000,
    );
    solves_legally(
        &edited(
            "eight-off.ron",
            &[(
                "GameDef(",
                "GameDef(covers: [Cover(pile: \"t1\", by: [\"t2\"])],",
            )],
        ),
        3_000,
    );
    solves_legally(
        &edited("yukon.ron", &[("GameDef(", "GameDef(suits: Two,")]),
        3_000,
    );
}

/// Definitions the engine could not play are refused, the line named.
#[test]
fn what_the_engine_cannot_play_is_refused_with_the_line() {
    let refused = |text: &str| {
        let e = Rules::from_ron(text).expect_err("must be refused");
        e.located()
    };
    // A card dealt face down that nothing covers would never turn up.
    let e = refused(&edited(
        "tripeaks.ron",
        &[("        Cover(pile: \"c9\", by: [\"d9\", \"d10\"]),\n", "")],
    ));
    assert_eq!(
        e,
        "41:74: groups[4].deal: c9 is dealt only face-down cards and no pile lies over it: \
         its top card would never turn up"
    );
    // Foundations started by a dealt card, in a game with none.
    let e = refused(&edited("golf.ron", &[("GameDef(", "GameDef(base: Dealt,")]));
    assert!(
        e.starts_with("1:9: base: Dealt starts the foundations"),
        "{e}"
    );
    // Cards paired off onto a foundation, in a game with none.
    let e = refused(&edited(
        "tripeaks.ron",
        &[("GameDef(", "GameDef(pairs: Some(10),")],
    ));
    assert!(
        e.starts_with("1:9: pairs: cards pair off onto one foundation"),
        "{e}"
    );
    // A reserve that takes cards: one moved onto it would come straight back to the pile
    // it came from (speech then told a card that was not there).
    let e = refused(&edited(
        "canfield.ron",
        &[("            empty: Never,\n", "            empty: Any,\n")],
    ));
    assert_eq!(
        e,
        "42:43: groups[3].refill: \"r\" refills piles, so no move may put a card on it: \
         a reserve has no build rule and empty: Never"
    );
    // A free cell dealt 256 cards (which overflowed the sum).
    let e = refused(&edited(
        "freecell.ron",
        &[(
            "kind: Cell, count: 4,",
            "kind: Cell, count: 4, deal: Each(255, 1),",
        )],
    ));
    assert!(e.ends_with("a free cell holds one card"), "{e}");
}

/// The check the build runs over `core/games/` (`Registry::from_files`, through
/// `load_dir`) names a bad file with the line and column: what `cargo build` prints
/// after "core/games/".
#[test]
fn the_build_names_a_bad_game_file_with_its_line() {
    let files = |from: &str, to: &str| {
        let text = edited("pyramid.ron", &[("\"pyramid\"", "\"x\""), (from, to)]);
        Registry::from_files(&[GameFiles {
            id: "x",
            ron: &text,
            grades: None,
            wins: None,
        }])
        .map(drop)
    };
    assert_eq!(files("kind: Tableau", "kind: Tableau"), Ok(()));
    assert_eq!(
        files("kind: Tableau", "kind: Tablaeu").unwrap_err(),
        "x.ron:34:49: Unexpected variant named `Tablaeu` in enum `PileKind`, expected one of \
         `Tableau`, `Foundation`, `Cell`, `Stock`, or `Waste` instead"
    );
    assert_eq!(
        files("kind: Tableau, count: 1", "kind: Tableau, count: 0").unwrap_err(),
        "x.ron:34:58: groups[3].count: must be at least 1"
    );
}
