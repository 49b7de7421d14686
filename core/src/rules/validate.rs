//! Turning a `GameDef` into `Rules`, refusing bad definitions with an error that names
//! the field and the problem, and for a definition read from RON the line.

use super::locate::locate;
use super::{
    Base, Deal, Face, Fan, Fill, GameDef, Goal, MAX_PILES, Movable, PileKind, PileSpec, Rules,
};
use std::fmt;

/// A definition that cannot be played, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefError {
    /// Where the problem is: "groups[2].deal", or "ron" for a file that does not parse.
    pub field: String,
    pub problem: String,
    /// For a definition read from RON, the line and column (from 1) of the problem:
    /// where the text stops parsing, or where the field is written (where it is left
    /// out, the nearest enclosing field that is).
    pub at: Option<(usize, usize)>,
}

impl fmt::Display for DefError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            // (As `ron` writes its errors.)
            Some((line, column)) if self.field == "ron" => {
                write!(f, "ron: {line}:{column}: {}", self.problem)
            }
            _ => write!(f, "{}: {}", self.field, self.problem),
        }
    }
}

impl std::error::Error for DefError {}

impl DefError {
    /// The error led by its line and column where it has them, as compilers write
    /// theirs: "59:64: groups[8].count: must be at least 1". What a file's name goes
    /// before, with a colon (`Registry::from_files`, the build).
    pub fn located(&self) -> String {
        match self.at {
            Some((line, column)) if self.field == "ron" => {
                format!("{line}:{column}: {}", self.problem)
            }
            Some((line, column)) => format!("{line}:{column}: {self}"),
            None => self.to_string(),
        }
    }
}

fn err<T>(field: impl Into<String>, problem: impl Into<String>) -> Result<T, DefError> {
    Err(DefError {
        field: field.into(),
        problem: problem.into(),
        at: None,
    })
}

impl Rules {
    /// Reads and validates a definition in RON. The error names the line (`at`).
    pub fn from_ron(text: &str) -> Result<Rules, DefError> {
        let def: GameDef = ron::from_str(text).map_err(|e| DefError {
            field: "ron".into(),
            problem: e.code.to_string(),
            at: Some((e.span.start.line, e.span.start.col)),
        })?;
        Rules::from_def(def).map_err(|e| DefError {
            at: Some(locate(text, &e.field)),
            ..e
        })
    }

    pub fn from_def(def: GameDef) -> Result<Rules, DefError> {
        validate_top(&def)?;
        let mut piles = Vec::new();
        for (g, group) in def.groups.iter().enumerate() {
            let field = |name: &str| format!("groups[{g}].{name}");
            validate_group(&def, g)?;
            let deals: Vec<Option<(usize, usize)>> = match &group.deal {
                Deal::Nothing => vec![Some((0, 0)); group.count.into()],
                Deal::Each(d, u) => vec![Some((*d as usize, *u as usize)); group.count.into()],
                Deal::Piles(list) => {
                    if list.len() != usize::from(group.count) {
                        return err(
                            field("deal"),
                            format!(
                                "lists {} piles but the group has count {}",
                                list.len(),
                                group.count
                            ),
                        );
                    }
                    list.iter()
                        .map(|&(d, u)| Some((d as usize, u as usize)))
                        .collect()
                }
                Deal::Rest => vec![None; group.count.into()],
            };
            for (index, deal) in deals.into_iter().enumerate() {
                if let (Some(max), Some((d, u))) = (group.max_cards, deal)
                    && d + u > usize::from(max)
                {
                    return err(
                        field("deal"),
                        format!("deals {} cards to a pile of at most {max}", d + u),
                    );
                }
                let name = if group.count == 1 {
                    group.label.clone()
                } else {
                    format!("{}{}", group.label, index + 1)
                };
                let max_cards = match group.kind {
                    // Where cards pair off, the one foundation takes the whole deck.
                    PileKind::Foundation if def.pairs.is_some() => group.max_cards.map(usize::from),
                    PileKind::Foundation => Some(group.max_cards.map_or(13, usize::from)),
                    PileKind::Cell => Some(1),
                    _ => group.max_cards.map(usize::from),
                };
                piles.push(PileSpec {
                    group: g,
                    index,
                    kind: group.kind,
                    name,
                    build: group.build,
                    moves: group.moves,
                    run_limit: group.run_limit,
                    empty: group.empty,
                    max_cards,
                    gives_back: group.gives_back,
                    complete_runs: group.complete_runs,
                    home_rule: group.home_rule,
                    refill_from: None,
                    takes_from: None,
                    deal,
                    onto_left: group
                        .onto_left
                        .iter()
                        .fold(0, |set, &d| set | 1 << (d & 63)),
                    close_gaps: group.close_gaps,
                    group_last: piles.len() + usize::from(group.count) - 1 - index,
                    left: match index % usize::from(group.layout.per_row.unwrap_or(u8::MAX).max(1))
                    {
                        0 => None,
                        _ => Some(piles.len() - 1),
                    },
                });
            }
        }
        refills(&def, &mut piles)?;
        takes_from(&def, &mut piles)?;
        let of_kind = |kind: PileKind| -> Vec<usize> {
            piles
                .iter()
                .enumerate()
                .filter(|(_, p)| p.kind == kind)
                .map(|(i, _)| i)
                .collect()
        };
        let mut tableau_builds: Vec<super::Build> = Vec::new();
        for p in piles.iter().filter(|p| p.kind == PileKind::Tableau) {
            if let Some(b) = p.build
                && !tableau_builds.contains(&b)
            {
                tableau_builds.push(b);
            }
        }
        let gives_back = piles
            .iter()
            .any(|p| p.kind == PileKind::Foundation && p.gives_back);
        let builders = super::compiled::builders_table(&tableau_builds, gives_back);
        let deal_rows = deal_rows(&def, &piles)?;
        let (covered_by, covering) = covers(&def, &piles)?;
        let complete_runs = def.groups.iter().any(|g| g.complete_runs);
        let last_dealt = last_dealt(&def)?;
        let sink = sink(&def)?;
        let onto_tableau = def
            .stock
            .is_some_and(|s| s.onto == super::StockOnto::Tableau);
        let deck = usize::from(def.decks) * 52;
        let row_piles =
            super::compiled::row_piles(onto_tableau, &piles, &of_kind(PileKind::Tableau), deck);
        let discards = def.groups.iter().any(|g| g.home_rule.is_some());
        let positional = (0..piles.len().min(64))
            .filter(|&p| {
                let spec = &piles[p];
                spec.onto_left != 0 || spec.close_gaps || matches!(spec.empty, Fill::FollowsLeft(_))
            })
            .fold(0, |set, p| set | 1 << p);
        let set_aside = set_aside(&def, &piles)?;
        let rules = Rules {
            set_aside,
            discards,
            positional,
            row_piles,
            last_dealt,
            sink,
            complete_runs,
            deal_rows,
            covered_by,
            covering,
            tableau_builds,
            builders,
            foundations: of_kind(PileKind::Foundation),
            tableau: of_kind(PileKind::Tableau),
            // (Beyond 64 piles the bits are lost; `validate_whole` refuses such games.)
            tableau_set: of_kind(PileKind::Tableau)
                .iter()
                .fold(0, |set, &t| set | 1u64.checked_shl(t as u32).unwrap_or(0)),
            cells: of_kind(PileKind::Cell),
            stock: of_kind(PileKind::Stock).first().copied(),
            waste: of_kind(PileKind::Waste).first().copied(),
            piles,
            def,
        };
        validate_whole(&rules)?;
        Ok(rules)
    }
}

/// The first pile of group `group` (every group has one).
fn first_pile(piles: &[PileSpec], group: usize) -> usize {
    piles
        .iter()
        .position(|p| p.group == group)
        .expect("every group has its piles")
}

/// Resolves each group's `takes_from` to its pile.
fn takes_from(def: &GameDef, piles: &mut [PileSpec]) -> Result<(), DefError> {
    for (g, group) in def.groups.iter().enumerate() {
        let Some(label) = &group.takes_from else {
            continue;
        };
        let field = format!("groups[{g}].takes_from");
        if group.kind != PileKind::Tableau || group.build.is_some() {
            return err(
                field,
                "only tableau piles with no build rule take any card from one pile",
            );
        }
        let source = def.groups.iter().position(|o| &o.label == label);
        let Some(source) = source.filter(|&s| s != g && def.groups[s].count == 1) else {
            return err(
                field,
                format!("\"{label}\" must be the label of another group, of one pile"),
            );
        };
        let from = first_pile(piles, source);
        for p in piles.iter_mut().filter(|p| p.group == g) {
            p.takes_from = Some(from);
        }
    }
    Ok(())
}

/// Resolves each group's `refill`: the one pile it names.
fn refills(def: &GameDef, piles: &mut [PileSpec]) -> Result<(), DefError> {
    for (g, group) in def.groups.iter().enumerate() {
        let Some(label) = &group.refill else { continue };
        let field = format!("groups[{g}].refill");
        if group.kind != PileKind::Tableau {
            return err(field, "only tableau piles are refilled");
        }
        let Some(source) = def.groups.iter().position(|o| &o.label == label) else {
            return err(field, format!("no group has the label \"{label}\""));
        };
        if def.groups[source].count != 1 || source == g {
            return err(
                field,
                format!("\"{label}\" must be another group, of one pile"),
            );
        }
        // A card moved onto the pile that refills its source would come straight back.
        let reserve = &def.groups[source];
        let takes_cards = match reserve.kind {
            PileKind::Stock => false,
            PileKind::Waste => reserve.build.is_some(),
            PileKind::Tableau => reserve.build.is_some() || reserve.empty != super::Fill::Never,
            PileKind::Foundation | PileKind::Cell => true,
        };
        if takes_cards {
            return err(
                field,
                format!(
                    "\"{label}\" refills piles, so no move may put a card on it: a reserve has no build rule and empty: Never"
                ),
            );
        }
        let from = first_pile(piles, source);
        for p in piles.iter_mut().filter(|p| p.group == g) {
            p.refill_from = Some(from);
        }
    }
    Ok(())
}

/// The values of the definition's `last_dealt` cards, each named once.
fn last_dealt(def: &GameDef) -> Result<Vec<usize>, DefError> {
    let mut values = Vec::new();
    for (i, name) in def.last_dealt.iter().enumerate() {
        let Some((suit, rank)) = crate::card::Card::parse_value(name) else {
            return err(
                format!("last_dealt[{i}]"),
                format!("\"{name}\" is not a card: write rank then suit, e.g. \"AS\""),
            );
        };
        let value = crate::card::Card::new(0, suit, rank).value();
        if values.contains(&value) {
            return err(format!("last_dealt[{i}]"), format!("{name} is named twice"));
        }
        values.push(value);
    }
    Ok(values)
}

/// The rank of the definition's `sink`, which cannot go with cards put out last (both
/// reorder the pack, and PySolFC's games use one or the other).
/// The definition's `set_aside` rank and the pile its cards go to: the one foundation
/// that holds them (`home_rule: Some(SetAside)`), and only then.
fn set_aside(def: &GameDef, piles: &[PileSpec]) -> Result<Option<(u8, usize)>, DefError> {
    let holders: Vec<usize> = (0..piles.len())
        .filter(|&p| piles[p].home_rule == Some(super::HomeRule::SetAside))
        .collect();
    let Some(text) = &def.set_aside else {
        return match holders.first() {
            Some(&p) => err(
                format!("groups[{}].home_rule", piles[p].group),
                "a pile that holds cards set aside needs set_aside: Some(rank)",
            ),
            None => Ok(None),
        };
    };
    let Some(rank) = crate::card::Rank::from_label(text).map(|r| r.value()) else {
        return err(
            "set_aside",
            format!("\"{text}\" is not a rank: write one of A, 2..10, J, Q, K"),
        );
    };
    match holders[..] {
        [p] if piles[p]
            .max_cards
            .is_some_and(|m| m >= 4 * usize::from(def.decks)) =>
        {
            Ok(Some((rank, p)))
        }
        [_] => err(
            "set_aside",
            "the pile that holds them takes every card of the rank: max_cards at least 4 a deck",
        ),
        _ => err(
            "set_aside",
            "cards set aside go onto one pile: a foundation with home_rule: Some(SetAside)",
        ),
    }
}

fn sink(def: &GameDef) -> Result<Option<u8>, DefError> {
    let Some(label) = &def.sink else {
        return Ok(None);
    };
    let Some(rank) = crate::card::Rank::from_label(label) else {
        return err(
            "sink",
            format!("\"{label}\" is not a rank: write one of A, 2..10, J, Q, K"),
        );
    };
    if !def.last_dealt.is_empty() {
        return err(
            "sink",
            "cards that sink to the bottom of their piles and cards put out last (last_dealt) do not go together",
        );
    }
    Ok(Some(rank.value()))
}

/// The piles each of the definition's `deal_rows` deals to, checked against what each
/// pile's group says it is dealt (face-down cards first).
fn deal_rows(def: &GameDef, piles: &[PileSpec]) -> Result<Vec<Vec<usize>>, DefError> {
    let mut dealt = vec![(0usize, 0usize); piles.len()];
    let mut rows = Vec::new();
    for (i, row) in def.deal_rows.iter().enumerate() {
        let Some(g) = def.groups.iter().position(|group| group.label == row.group) else {
            return err(
                format!("deal_rows[{i}].group"),
                format!("no group has the label \"{}\"", row.group),
            );
        };
        let members: Vec<usize> = (0..piles.len()).filter(|&p| piles[p].group == g).collect();
        let n = members.len();
        let (first, last) = (
            row.first.map_or(1, usize::from),
            row.last.map_or(n, usize::from),
        );
        if first < 1 || first > last || last > n {
            return err(
                format!("deal_rows[{i}]"),
                format!("piles {first} to {last} of a group of {n}"),
            );
        }
        let mut to = members[first - 1..last].to_vec();
        if !row.piles.is_empty() {
            if row.first.is_some() || row.last.is_some() {
                return err(
                    format!("deal_rows[{i}].piles"),
                    "give either piles or first and last, not both",
                );
            }
            to.clear();
            for &k in &row.piles {
                let k = usize::from(k);
                if k < 1 || k > n {
                    return err(
                        format!("deal_rows[{i}].piles"),
                        format!("pile {k} of a group of {n}"),
                    );
                }
                to.push(members[k - 1]);
            }
        }
        if row.right_to_left {
            to.reverse();
        }
        for &p in &to {
            match row.face {
                Face::Down if dealt[p].1 > 0 => {
                    return err(
                        format!("deal_rows[{i}].face"),
                        format!("{} already has a face-up card", piles[p].name),
                    );
                }
                Face::Down => dealt[p].0 += 1,
                Face::Up => dealt[p].1 += 1,
            }
        }
        rows.push(to);
    }
    if !rows.is_empty() {
        for (p, spec) in piles.iter().enumerate() {
            let wanted = spec.deal.unwrap_or((0, 0));
            if dealt[p] != wanted {
                return err(
                    "deal_rows",
                    format!(
                        "{} is dealt {} face down and {} up by the rows, where its group's deal says {} and {}",
                        spec.name, dealt[p].0, dealt[p].1, wanted.0, wanted.1
                    ),
                );
            }
        }
    }
    Ok(rows)
}

/// The definition's `covers` as bit sets: for each pile the piles over it, and the
/// piles under it. Only tableau piles cover or are covered, and no pile lies over
/// itself, however many layers down.
fn covers(def: &GameDef, piles: &[PileSpec]) -> Result<(Vec<u64>, Vec<u64>), DefError> {
    let mut covered_by = vec![0u64; piles.len()];
    let mut covering = vec![0u64; piles.len()];
    let tableau = |i: usize, what: &str, name: &str| -> Result<usize, DefError> {
        match piles.iter().position(|p| p.name == name) {
            Some(p) if piles[p].kind == PileKind::Tableau && p < MAX_PILES => Ok(p),
            Some(_) => err(
                format!("covers[{i}].{what}"),
                format!("{name} is not a tableau pile"),
            ),
            None => err(
                format!("covers[{i}].{what}"),
                format!("no pile is named \"{name}\""),
            ),
        }
    };
    for (i, cover) in def.covers.iter().enumerate() {
        let under = tableau(i, "pile", &cover.pile)?;
        if cover.by.is_empty() {
            return err(format!("covers[{i}].by"), "names no pile");
        }
        for name in &cover.by {
            let over = tableau(i, "by", name)?;
            covered_by[under] |= 1 << over;
            covering[over] |= 1 << under;
        }
    }
    // A pile reached again going down from itself would lie over itself.
    for start in 0..piles.len() {
        let (mut seen, mut frontier) = (0u64, covering[start]);
        while frontier != 0 {
            if frontier >> start & 1 == 1 {
                return err("covers", format!("{} lies over itself", piles[start].name));
            }
            seen |= frontier;
            frontier = super::members(frontier).fold(0, |f, q| f | covering[q]) & !seen;
        }
    }
    Ok((covered_by, covering))
}

fn validate_top(def: &GameDef) -> Result<(), DefError> {
    if def.id.is_empty()
        || !def
            .id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        return err(
            "id",
            "must be lower-case letters, digits and '-', e.g. \"bear-river\"",
        );
    }
    if def.name.trim().is_empty() {
        return err("name", "must not be empty");
    }
    if !(1..=3).contains(&def.decks) {
        return err("decks", format!("must be 1, 2 or 3, not {}", def.decks));
    }
    if def.suits != super::Suits::Four && def.decks > 2 {
        return err(
            "suits",
            "one- and two-suit decks come in one or two decks (at most eight copies of a card)",
        );
    }
    if def.groups.is_empty() {
        return err("groups", "a game needs at least one pile group");
    }
    if let Some(stock) = def.stock
        && stock.draw == 0
    {
        return err("stock.draw", "must draw at least one card");
    }
    Ok(())
}

fn validate_group(def: &GameDef, g: usize) -> Result<(), DefError> {
    let group = &def.groups[g];
    let field = |name: &str| format!("groups[{g}].{name}");
    if group.label.is_empty() || !group.label.chars().all(|c| c.is_ascii_lowercase()) {
        return err(field("label"), "must be lower-case letters, e.g. \"t\"");
    }
    if def.groups[..g].iter().any(|o| o.label == group.label) {
        return err(
            field("label"),
            format!("\"{}\" is used by an earlier group", group.label),
        );
    }
    if group.count == 0 {
        return err(field("count"), "must be at least 1");
    }
    if let Some(rule) = group.home_rule {
        if group.kind != PileKind::Foundation {
            return err(field("home_rule"), "only a foundation has a home rule");
        }
        if group.build.is_some() || group.gives_back || group.complete_runs {
            return err(
                field("home_rule"),
                format!(
                    "a foundation with home_rule: Some({rule:?}) neither builds, gives back nor takes complete runs"
                ),
            );
        }
    } else if group.kind == PileKind::Foundation && group.build.is_none() && def.pairs.is_none() {
        return err(field("build"), "Foundation piles need a build rule");
    }
    if group.kind == PileKind::Stock && group.build.is_some() {
        return err(field("build"), "nothing is placed on the stock");
    }
    if group.kind == PileKind::Foundation
        && let Some(b) = group.build
        && (!matches!(
            b.suit,
            super::SuitRule::Same | super::SuitRule::AlternateColour | super::SuitRule::Any
        ) || b.dir == super::Direction::Either)
    {
        return err(
            field("build"),
            "foundations build up or down, in the same suit, in alternate colours or regardless of suit",
        );
    }
    if let Some(b) = group.build
        && b.wrap
        && b.kings_end
    {
        return err(
            field("build"),
            "kings_end (nothing on a King) and wrap (Ace on a King) contradict each other",
        );
    }
    if group.gives_back && group.kind != PileKind::Foundation {
        return err(
            field("gives_back"),
            "only a foundation gives cards back to the tableau",
        );
    }
    if matches!(
        group.moves,
        Movable::Run | Movable::SuitedRun | Movable::TopOrPile
    ) && group.build.is_none()
    {
        return err(
            field("moves"),
            "Run, SuitedRun and TopOrPile need a build rule to say what a run is",
        );
    }
    if group.complete_runs {
        if group.kind != PileKind::Foundation {
            return err(
                field("complete_runs"),
                "only a foundation takes complete runs",
            );
        }
        if group.gives_back {
            return err(
                field("gives_back"),
                "a foundation of complete runs gives nothing back",
            );
        }
        if group.build.is_some_and(|b| b.dir != super::Direction::Down) {
            return err(
                field("build"),
                "a complete run is built down, King to Ace: dir: Down",
            );
        }
    }
    if let Fan::RightTop(0) = group.layout.fan {
        return err(field("layout.fan"), "RightTop needs at least one card");
    }
    let l = &group.layout;
    if [
        l.at.0,
        l.at.1,
        l.step.0,
        l.step.1,
        l.row_step.0,
        l.row_step.1,
    ]
    .iter()
    .any(|v| !v.is_finite())
    {
        return err(field("layout"), "positions must be finite numbers");
    }
    if l.per_row == Some(0) {
        return err(field("layout.per_row"), "must be at least 1");
    }
    let dealt_down = match &group.deal {
        Deal::Each(d, _) => *d > 0,
        Deal::Piles(list) => list.iter().any(|&(d, _)| d > 0),
        _ => false,
    };
    match group.kind {
        PileKind::Stock => {
            if group.count != 1 {
                return err(field("count"), "a game has one stock");
            }
            if def.stock.is_none() {
                return err(
                    "stock",
                    "a Stock group needs stock rules: stock: Some(StockRules(draw: 1, redeals: None))",
                );
            }
        }
        PileKind::Waste if group.count != 1 => {
            return err(field("count"), "a game has one waste pile");
        }
        PileKind::Cell => {
            let too_many = match &group.deal {
                Deal::Each(d, u) => usize::from(*d) + usize::from(*u) > 1,
                Deal::Piles(list) => list
                    .iter()
                    .any(|&(d, u)| usize::from(d) + usize::from(u) > 1),
                _ => false,
            };
            if too_many {
                return err(field("deal"), "a free cell holds one card");
            }
        }
        _ => {}
    }
    if dealt_down && group.kind != PileKind::Tableau {
        return err(
            field("deal"),
            "only tableau piles are dealt face-down cards",
        );
    }
    if group.deal == Deal::Rest && group.kind != PileKind::Stock {
        return err(field("deal"), "only the stock takes the rest of the deck");
    }
    line_words(group).map_err(|(name, problem)| DefError {
        field: field(name),
        problem: problem.into(),
        at: None,
    })
}

/// The words of a line of piles (Accordion): matching builds, whole piles moving,
/// places to the left and gaps closing up. (field, problem) where they do not fit.
fn line_words(group: &super::GroupDef) -> Result<(), (&'static str, &'static str)> {
    use super::Direction;
    if let Some(b) = group.build
        && b.dir == Direction::Match
        && (b.suit != super::SuitRule::Any || b.wrap || b.kings_end)
    {
        return Err((
            "build",
            "Match plays on a card of the same suit or rank: suit: Any, no wrap, no kings_end",
        ));
    }
    let tableau = group.kind == PileKind::Tableau;
    if let Fill::FollowsLeft(first) = group.empty
        && (!tableau || !(1..=13).contains(&first) || group.max_cards != Some(1))
    {
        return Err((
            "empty",
            "FollowsLeft(rank), rank 1 to 13, fills tableau places of one card (max_cards: Some(1))",
        ));
    }
    if group.moves == Movable::Pile && !tableau {
        return Err(("moves", "only tableau piles move whole"));
    }
    if !group.onto_left.is_empty()
        && (!tableau || group.onto_left.iter().any(|&d| d == 0 || d >= group.count))
    {
        return Err((
            "onto_left",
            "tableau piles only, each distance from 1 to one less than the group's count",
        ));
    }
    if group.close_gaps
        && (!tableau
            || group.moves != Movable::Pile
            || group.empty != Fill::Never
            || group.onto_left.is_empty())
    {
        return Err((
            "close_gaps",
            "a line that closes up is of tableau piles moving whole (moves: Pile) onto piles to their left (onto_left), never refilled (empty: Never)",
        ));
    }
    Ok(())
}

fn validate_whole(rules: &Rules) -> Result<(), DefError> {
    let def = &rules.def;
    if rules.piles.len() > MAX_PILES {
        return err(
            "groups",
            format!(
                "{} piles in all; a game may have at most {MAX_PILES}",
                rules.piles.len()
            ),
        );
    }
    let deck = rules.deck_size();
    let foundations = rules.foundations.len();
    if def.goal == Goal::ClearTableau {
        let waste_builds = rules.waste.is_some_and(|w| rules.piles[w].build.is_some());
        if foundations > 0 || !waste_builds || rules.tableau.is_empty() {
            return err(
                "goal",
                "ClearTableau is won by building every tableau card onto the waste: the game needs tableau piles, a waste with a build rule and no foundations",
            );
        }
    }
    if let Some(sum) = def.pairs {
        // They pair off onto one foundation (a game won by clearing the tableau has none).
        if foundations != 1 || !(2..=26).contains(&sum) {
            return err(
                "pairs",
                format!(
                    "cards pair off onto one foundation, to a sum of ranks from 2 to 26: the definition has {foundations} foundations and pairs: Some({sum})"
                ),
            );
        }
    } else if def.goal == Goal::RowsInSuit && rules.rows().next().is_none() {
        return err(
            "goal",
            "RowsInSuit is won by rows of places filled after the card on their left: the game needs tableau piles with empty: FollowsLeft(rank)",
        );
    } else if def.goal == Goal::OnePile && rules.tableau.len() < 2 {
        return err(
            "goal",
            "OnePile gathers the cards from tableau piles onto one: the game needs at least two",
        );
    } else if def.goal == Goal::AcesAlone {
        let aces = 4 * usize::from(def.decks);
        if foundations == 0 || rules.tableau.len() < aces {
            return err(
                "goal",
                format!(
                    "AcesAlone is won with every card but the Aces home and each Ace alone on a tableau pile: the game needs a foundation and at least {aces} tableau piles"
                ),
            );
        }
    } else if def.goal == Goal::Foundations && foundations != 4 * usize::from(def.decks) {
        return err(
            "groups",
            format!(
                "{} decks need {} foundations, the definition has {foundations}",
                def.decks,
                4 * def.decks
            ),
        );
    }
    if let (Some(w), Some(stock)) = (rules.waste, def.stock)
        && rules.piles[w]
            .max_cards
            .is_some_and(|max| max < usize::from(stock.draw))
    {
        return err(
            "stock.draw",
            "the waste's max_cards holds fewer cards than one draw turns onto it",
        );
    }
    if let Some(w) = rules.waste
        && rules.piles[w].build.is_some()
        && def.stock.is_some_and(|s| s.redeals != Some(0))
    {
        return err(
            "stock.redeals",
            "a waste that builds is never turned over into the stock: redeals: Some(0)",
        );
    }
    let onto_tableau = def
        .stock
        .is_some_and(|s| s.onto == super::StockOnto::Tableau);
    if def.stock.is_some_and(|s| s.top_up) && (onto_tableau || rules.waste.is_none()) {
        return err(
            "stock.top_up",
            "a stock whose top card plays is turned onto a waste",
        );
    }
    if onto_tableau {
        if rules.waste.is_some() || rules.tableau.is_empty() {
            return err(
                "stock.onto",
                "a stock dealt onto the tableau needs tableau piles and no waste",
            );
        }
        if def
            .stock
            .is_some_and(|s| s.redeals != Some(0) || s.draw != 1)
        {
            return err(
                "stock",
                "a stock dealt onto the tableau goes out once, a card to each pile: draw: 1, redeals: Some(0)",
            );
        }
    } else if rules.stock.is_none() && rules.waste.is_some() && def.goal != Goal::ClearTableau {
        return err(
            "groups",
            "a waste pile needs a stock, unless the tableau is cleared onto it (goal: ClearTableau)",
        );
    } else if rules.stock.is_some() && rules.waste.is_none() && rules.reshuffles().is_none() {
        return err("groups", "a stock needs a waste pile");
    }
    if let Some((field, problem)) = rules.reshuffle_problem() {
        return err(field, problem);
    }
    if rules.complete_runs
        && let Some(&f) = rules
            .foundations
            .iter()
            .find(|&&f| !rules.piles[f].complete_runs)
    {
        return err(
            format!("groups[{}].complete_runs", rules.piles[f].group),
            "where foundations take complete runs, all of them do",
        );
    }
    if def.stock.is_some() && rules.stock.is_none() {
        return err("stock", "stock rules are given but no group has kind Stock");
    }
    // A face-down top card turns up when a move takes the card over it, or when the
    // piles over it leave: a pile dealt no face-up card needs one or the other.
    for (p, spec) in rules.piles.iter().enumerate() {
        if let Some((down, 0)) = spec.deal
            && down > 0
            && rules.covered_by[p] == 0
            && rules.row_piles >> p & 1 == 0
        {
            return err(
                format!("groups[{}].deal", spec.group),
                format!(
                    "{} is dealt only face-down cards and no pile lies over it: its top card would never turn up",
                    spec.name
                ),
            );
        }
    }
    let dealt: usize = rules
        .piles
        .iter()
        .filter_map(|p| p.deal.map(|(d, u)| d + u))
        .sum();
    let takes_rest = rules.piles.iter().any(|p| p.deal.is_none());
    if dealt > deck {
        return err(
            "groups",
            format!(
                "the deal needs {dealt} cards but {} deck(s) hold {deck}",
                def.decks
            ),
        );
    }
    if dealt < deck && !takes_rest {
        return err(
            "groups",
            format!(
                "the deal uses {dealt} of the {deck} cards and no stock takes the rest (deal: Rest)"
            ),
        );
    }
    // The cards put out last, and the piles they go to.
    let order = rules.dealing_order();
    let tail = &order[order.len().saturating_sub(rules.last_dealt.len())..];
    if !rules.last_dealt.is_empty()
        && (rules.stock.is_some() || tail.len() < rules.last_dealt.len())
    {
        return err(
            "last_dealt",
            "cards put out last go onto piles the deal fills; the deal must leave no stock",
        );
    }
    for (&value, &p) in rules.last_dealt.iter().zip(tail) {
        let base = match def.base {
            Base::Ace => 1,
            Base::King => 13,
            Base::Dealt => 0,
        };
        if rules.piles[p].kind == PileKind::Foundation && value % 13 + 1 != base {
            return err(
                "last_dealt",
                format!(
                    "{} is dealt a card that is not the foundations' base rank",
                    rules.piles[p].name
                ),
            );
        }
    }
    if def.base == Base::Dealt && foundations == 0 {
        return err(
            "base",
            "Dealt starts the foundations from the card dealt to the first, and the game has no foundation",
        );
    }
    for (i, &f) in rules.foundations.iter().enumerate() {
        let (d, u) = rules.piles[f].deal.unwrap_or((0, 0));
        let given = tail.iter().filter(|&&p| p == f).count();
        let wanted = if def.base == Base::Dealt && i == 0 {
            1
        } else {
            given
        };
        if d + u != wanted || given > 1 {
            let g = rules.piles[f].group;
            return err(
                format!("groups[{g}].deal"),
                if def.base == Base::Dealt {
                    "with base: Dealt the first foundation is dealt exactly one card and the others none"
                } else {
                    "foundations start empty, or with one of the cards put out last (last_dealt)"
                },
            );
        }
    }
    Ok(())
}
