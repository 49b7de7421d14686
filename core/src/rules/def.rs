//! The rule vocabulary: a game is a `GameDef`, read from RON.
//!
//! Every game is a few pile groups, each with a kind, a deal pattern, a build rule, what
//! may move off it, what fills it when empty and where it sits on the table. The engine
//! (`rules::Rules`) interprets these; no game has code of its own.

pub use crate::card::Suits;
pub use crate::deal::Shuffle;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameDef {
    /// Stable id used on the command line, in files and saves: "bear-river".
    pub id: String,
    pub name: String,
    /// One line for the game chooser.
    pub summary: String,
    /// The kind of game, which the chooser groups by.
    pub family: Family,
    /// Where the chooser lists the game within everything (lower first; ties by name).
    #[serde(default = "last")]
    pub order: u16,
    /// The rules as a player reads them, one paragraph per entry.
    #[serde(default)]
    pub rules: Vec<String>,
    /// Where this game differs from the user's seed text, in plain sentences.
    #[serde(default)]
    pub differs: Vec<String>,
    pub decks: u8,
    /// How many suits the decks hold (Spider's one- and two-suit games).
    #[serde(default)]
    pub suits: Suits,
    #[serde(default)]
    pub shuffle: Shuffle,
    /// What the foundations start from.
    #[serde(default)]
    pub base: Base,
    #[serde(default)]
    pub stock: Option<StockRules>,
    #[serde(default)]
    pub scoring: Scoring,
    /// What wins the game.
    #[serde(default)]
    pub goal: Goal,
    /// Cards leave in pairs whose ranks add up to this, onto the one foundation
    /// (Pyramid: 13, a King alone). A card goes onto another pile's top card it pairs
    /// with, and both go home; a card of this rank goes home alone. Only top cards play,
    /// and only those nothing covers.
    #[serde(default)]
    pub pairs: Option<u8>,
    pub groups: Vec<GroupDef>,
    /// The order the dealer puts the cards out, where a game's deal #N must match
    /// another program's (PySolFC deals row by row): each row a card to each pile of a
    /// range of one group. The stock then holds the rest with the next card on top, as a
    /// dealer's hand would. Without rows, cards go out round by round, a card to each
    /// pile that still wants one, left to right. The rows must give each pile what its
    /// group's `deal` says, face-down cards first.
    #[serde(default)]
    pub deal_rows: Vec<DealRow>,
    /// Cards the dealer takes out of the shuffled pack and puts out last, in this order
    /// ("AS"), as PySolFC's games that start with cards on the foundations do
    /// (Beleaguered Castle's Aces, Black Hole's Ace of spades): the other cards keep
    /// their shuffled order. Only for deals that leave no stock; a foundation may be
    /// dealt one of these cards, of its base rank.
    #[serde(default)]
    pub last_dealt: Vec<String>,
    /// Cards of this rank ("K") sink to the bottom of their piles, as PySolFC's
    /// Baker's Dozen deals (its shuffle hook, which Bristol and Spanish Patience share):
    /// the shuffled pack is dealt from its other end, and each card of the rank, in the
    /// order dealt, changes places with the lowest card of its own pile that lies under
    /// it and is not of the rank. The other cards of the pile do not keep their order.
    #[serde(default)]
    pub sink: Option<String>,
    /// Cards of this rank ("A") leave the game as they are dealt, onto the one pile
    /// that holds them (a foundation with `home_rule: Some(SetAside)`), and the places
    /// they were dealt to stay empty (Montana's gaps, as PySolFC deals them).
    #[serde(default)]
    pub set_aside: Option<String>,
    /// Tableau piles that lie partly over others (TriPeaks, Pyramid): a pile's card
    /// may not move while any pile covering it holds a card, and a face-down card
    /// turns up once nothing covers it.
    #[serde(default)]
    pub covers: Vec<Cover>,
    /// How the solver searches this game (hints, the demo, winnable deals).
    #[serde(default)]
    pub solver: SolverDef,
}

fn last() -> u16 {
    u16::MAX
}

/// Kinds of game, as players and collections group them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Family {
    /// Every card in view, free cells to hold cards (FreeCell, ForeCell).
    FreeCell,
    /// Face-down cards under the tableau, a stock (Klondike, Yukon, Three Bears, Brisbane).
    Klondike,
    /// Two decks, runs built down in suit leave together (Spider).
    Spider,
    /// Two decks, one card at a time, a stock (Forty Thieves, Lower 48).
    FortyThieves,
    /// Open piles built on one card at a time (Beleaguered Castle, Bear River).
    Builders,
    /// Cards leave in pairs or sums (Pyramid).
    Adders,
    /// One waste pile built up or down by one (Golf, TriPeaks).
    Golf,
    /// Cards thrown out one at a time until the Aces are left (Aces Up).
    AcesUp,
    /// Each card of the stock placed on one of a few piles, then played home from
    /// their tops (Sir Tommy).
    Numerica,
    /// A line of piles closed up as they gather onto one another (Accordion).
    Accordion,
    /// Rows of single cards ordered by moving cards into gaps (Montana).
    Montana,
}

impl Family {
    /// The heading a chooser shows for the family.
    pub fn name(self) -> &'static str {
        match self {
            Family::FreeCell => "Free-cell games",
            Family::Klondike => "Klondike and its kin",
            Family::Spider => "Spider and its kin",
            Family::FortyThieves => "Forty Thieves and its kin",
            Family::Builders => "Open builders",
            Family::Adders => "Adders",
            Family::Golf => "Golf and its kin",
            Family::AcesUp => "Aces Up and its kin",
            Family::Numerica => "Sir Tommy and its kin",
            Family::Accordion => "Accordion and its kin",
            Family::Montana => "Montana and its kin",
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolverDef {
    /// Which searches run, in which order (the table in `solver::plan`).
    #[serde(default)]
    pub plan: Plan,
    /// The weights of the best-first searches and beams among them.
    #[serde(default)]
    pub weights: WeightSet,
}

/// A game's solver plan: the searches `solve` runs, in order, each with the positions
/// it may take (the table in `solver::plan`). Each but `BestFirst` names a search of
/// its own, which takes games of one shape (`solitaire-cli check-def` says when a
/// game does not have it); a game that names none gets `BestFirst`, which suits any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Plan {
    /// The best-first searches and beams alone.
    #[default]
    BestFirst,
    /// The best-first searches on the free-cell games' own board (FreeCell and kin).
    FreeCells,
    /// A search that clears the tableau onto the waste, alone (Golf, TriPeaks, Black Hole).
    OntoWaste,
    /// A search of cards leaving in pairs, alone (Pyramid).
    Pairs,
    /// Klondike's depth-first search, then the best-first searches (Klondike, Vegas).
    Klondike,
    /// Yukon's depth-first search, then the best-first searches.
    Yukon,
    /// The best-first searches, then Scorpion's depth-first search.
    Scorpion,
    /// The best-first searches, then Canfield's depth-first search.
    Canfield,
    /// The best-first searches, then a depth-first search of open rows (Beleaguered
    /// Castle, Streets and Alleys, King Albert).
    OpenBuilders,
    /// The best-first searches with every card home kept there, whose wins are wins
    /// of the game; then the same with every move (Gypsy).
    KeptHome,
    /// A depth-first search of a line of piles closing up (Accordion), alone.
    ClosingLine,
}

/// The weights of a plan's best-first searches and beams (`solver::heuristic`, where
/// each is measured on the game named). A game that names none gets `AllInView`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum WeightSet {
    /// Three best-first searches, then noisy beams: for games with every card in
    /// view (tuned on Bear River).
    #[default]
    AllInView,
    /// Four or five best-first searches weighing full cells (tuned on FreeCell and
    /// ForeCell; ForeCell adds noisy beams).
    FreeCells,
    /// One complete search, then noisy beams that play only the stock's next two
    /// cards: for a long stock with few passes (tuned on Lower 48).
    StockBeams,
    /// Six weightings where turning a face-down card is the progress, each run
    /// sixteen times with noise to break ties differently (tuned on Three Bears).
    FaceDownRestarts,
    /// Four weightings where turning a face-down card is the progress and cards on
    /// the two lowest ranks not home are buried, without noise (tuned on Brisbane).
    FaceDown,
    /// Noisy beams that never split a run in suit and weigh breaks in a pile's order
    /// (tuned on Spider).
    RunBeams,
    /// One complete search given every position, no tries beside it: for games with
    /// most deals lost and each small enough to search through (tuned on Scorpion).
    Exhaustive,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Base {
    #[default]
    Ace,
    King,
    /// The rank of the card dealt to the first foundation (Bear River).
    Dealt,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StockRules {
    /// Cards turned to the waste per draw (fewer when fewer remain).
    pub draw: u8,
    /// How many times the waste may be turned over into the stock; `None` is unlimited.
    pub redeals: Option<u8>,
    /// Where the stock's cards go.
    #[serde(default)]
    pub onto: StockOnto,
    /// The stock's top card lies face up and plays, as the waste's does (Pyramid).
    #[serde(default)]
    pub top_up: bool,
    /// With `onto: Tableau`: a row is dealt even while tableau piles lie empty, a card
    /// to each pile from the first as far as the stock goes (Scorpion).
    #[serde(default)]
    pub into_gaps: bool,
    /// The stock holds nothing and turns nothing: clicking it gathers the tableau's
    /// cards, shuffles them and deals them out again, `redeals` times in a game, at
    /// any moment the player likes (La Belle Lucie). There is no waste, and `draw`
    /// is not used.
    #[serde(default)]
    pub reshuffle: Option<Reshuffle>,
}

/// How a stock that reshuffles gathers the cards and deals them again. The shuffle
/// carries on the deal's own generator, as PySolFC's `shuffleStackMove` does, so a
/// PySolFC game's redeals come out as PySolFC's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reshuffle {
    pub gather: Gather,
    pub deal: Redeal,
}

/// Which cards a reshuffle gathers, and in which order they go into the stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gather {
    /// Every tableau card, pile by pile from the first, each pile from its bottom.
    Tableau,
    /// Montana's: in each row of single-card piles, the piles after its run from the
    /// first (the rank its first pile takes, up in one suit), row by row, left to
    /// right, with their cards.
    AfterRuns,
}

/// How a reshuffle deals the gathered cards back, each face up, the stock's top first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Redeal {
    /// In fans of this many (La Belle Lucie's three): as many rounds of a card to
    /// each of the first tableau piles, round i (from 0) reaching the first
    /// (cards + i) / fans piles, so that every pile but the last one or two gets a
    /// whole fan and the rest of the piles stay empty.
    Fans(u8),
    /// Back into the piles gathered, in order, but for the first of each row, which
    /// stays a gap after the row's run (Montana).
    IntoGathered,
}

/// Where a turn of the stock puts its cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum StockOnto {
    /// `draw` cards face up onto the waste.
    #[default]
    Waste,
    /// A card face up onto each tableau pile, left to right, as far as the stock goes
    /// (Spider); refused while any tableau pile is empty, as Microsoft's and PySolFC's
    /// Spider refuse it. There is no waste, and the stock goes out once.
    Tableau,
}

/// What wins a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// Every card on the foundations.
    #[default]
    Foundations,
    /// Every card off the tableau piles, onto a waste pile that builds (Golf); the stock
    /// may keep cards.
    ClearTableau,
    /// Every card but the Aces on the foundations, and each Ace alone on a tableau pile
    /// (Aces Up, as PySolFC judges it won).
    AcesAlone,
    /// Every card on one tableau pile (Accordion).
    OnePile,
    /// Each row of tableau piles (as the layout's `per_row` lays them) holds, from its
    /// first pile, one card a pile running up in one suit from the rank its first pile
    /// takes (`Fill::FollowsLeft`) to the King (Montana: Two to King in the first
    /// twelve places of thirteen).
    RowsInSuit,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scoring {
    #[default]
    None,
    /// One point per card on the foundations.
    FoundationCards,
    /// Microsoft's standard points (see `score::windows`): 5 for a card from the waste
    /// to the tableau or a card turned up, 10 for a card home, −15 for one taken back,
    /// −100 (drawing one) or −20 (drawing three) for turning the waste over; never
    /// below 0.
    Windows,
    /// Vegas (see `score::vegas`): −52 for the deal, 5 for each card home.
    Vegas,
    /// TriPeaks's streaks, as PySolFC scores them (see `score::streaks`): −$5 for each
    /// card not dealt to the tableau; each tableau card onto the waste pays one more
    /// than the one before, until a card is turned from the stock; $15 a peak cleared
    /// and $30 more for all of them.
    Streaks,
    /// Microsoft's Spider (see `score::spider`): 500 to start, −1 a move (a deal from
    /// the stock too), 100 for each suit completed.
    Spider,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PileKind {
    Tableau,
    Foundation,
    Cell,
    Stock,
    Waste,
}

impl PileKind {
    /// The kind in a word, as the rules' messages name it: "waste".
    pub fn noun(self) -> &'static str {
        match self {
            PileKind::Tableau => "tableau",
            PileKind::Foundation => "foundation",
            PileKind::Cell => "free cell",
            PileKind::Stock => "stock",
            PileKind::Waste => "waste",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GroupDef {
    /// Short label: piles are named label + number ("t3", "f1"), or the bare label for a
    /// group of one ("s", "w").
    pub label: String,
    /// What a player calls these piles: "tableau pile", "hole", "free cell".
    pub name: String,
    pub kind: PileKind,
    pub count: u8,
    #[serde(default)]
    pub deal: Deal,
    /// How cards build on this pile; `None` means nothing may be placed here by a move.
    /// A waste pile with a build rule takes tableau cards onto its top card, one at a
    /// time (Golf). Cells have implied rules and ignore this.
    #[serde(default)]
    pub build: Option<Build>,
    #[serde(default)]
    pub moves: Movable,
    #[serde(default)]
    pub run_limit: RunLimit,
    #[serde(default)]
    pub empty: Fill,
    #[serde(default)]
    pub max_cards: Option<u8>,
    /// Foundations only: the top card may be taken back onto a tableau pile
    /// ("worrying back", as Klondike allows).
    #[serde(default)]
    pub gives_back: bool,
    /// Foundations only: the pile takes nothing but a whole suit, King to Ace, off the
    /// top of a tableau pile, all at once (Spider). The run must be built by this
    /// group's build rule (down in suit), and it leaves as soon as it lies complete:
    /// no other move is allowed before. It lands King on top.
    #[serde(default)]
    pub complete_runs: bool,
    /// Foundations only: what the pile takes where it does not build (a discard pile);
    /// such a foundation has no build rule, and its `max_cards` says when it is full.
    #[serde(default)]
    pub home_rule: Option<HomeRule>,
    /// Tableau only: the pile takes any one card, whatever lies on it, but only from
    /// the pile with this label (Sir Tommy's four piles take the waste's card, and
    /// nothing else); it needs no build rule, and has none.
    #[serde(default)]
    pub takes_from: Option<String>,
    /// A pile of this group emptied by a move is at once filled with the top card of
    /// the pile with this label, while that pile has cards (Canfield's reserve); the
    /// card below it there turns face up.
    #[serde(default)]
    pub refill: Option<String>,
    /// Tableau only: a pile's cards go only onto the pile of this group that lies this
    /// many places to its left, one of these distances (Accordion's 1 and 3); empty,
    /// anywhere.
    #[serde(default)]
    pub onto_left: Vec<u8>,
    /// Tableau only: a pile emptied by a move is closed up, every pile right of it in
    /// the group shifting one place left, so the group's cards always lie in its first
    /// piles and "places to the left" count piles, never gaps (Accordion). Whole piles
    /// move (`moves: Pile`), and an emptied pile is never filled.
    #[serde(default)]
    pub close_gaps: bool,
    pub layout: Layout,
}

/// What a foundation that does not build takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HomeRule {
    /// A tableau pile's top card, one at a time, while another tableau pile's top card
    /// is of its suit and higher, Aces high; never an Ace (Aces Up's discard pile).
    Outranked,
    /// Nothing: the pile holds the cards the deal set aside (`GameDef::set_aside`).
    SetAside,
}

/// One row of the dealer's: a card to each pile `first..=last` (1-based; all of the
/// group's by default) of group `group` (its label), face down or up, from the last
/// pile back to the first where `right_to_left`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealRow {
    pub group: String,
    #[serde(default)]
    pub first: Option<u8>,
    #[serde(default)]
    pub last: Option<u8>,
    /// Just these piles (1-based), in this order, instead of `first..=last` (PySolFC's
    /// Spider deals a fifth face-down row to piles 1, 4, 7 and 10).
    #[serde(default)]
    pub piles: Vec<u8>,
    pub face: Face,
    #[serde(default)]
    pub right_to_left: bool,
}

/// Pile `pile` (a name such as "b2") lies under the piles `by`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cover {
    pub pile: String,
    pub by: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Face {
    Down,
    Up,
}

/// What the deal puts on each pile of a group. Face-down cards lie under face-up ones.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deal {
    #[default]
    Nothing,
    /// The same (face down, face up) counts on every pile.
    Each(u8, u8),
    /// (face down, face up) for each pile in order.
    Piles(Vec<(u8, u8)>),
    /// Every card the other groups did not take, face down (the stock).
    Rest,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Build {
    pub dir: Direction,
    pub suit: SuitRule,
    #[serde(default)]
    pub wrap: bool,
    /// Nothing builds on a King (Dead King Golf); not with `wrap`.
    #[serde(default)]
    pub kings_end: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Direction {
    Down,
    Up,
    Either,
    /// Onto a card of the same suit or the same rank, whatever the ranks (Accordion);
    /// with `suit: Any`.
    Match,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SuitRule {
    Same,
    AlternateColour,
    Any,
    /// Red on red and black on black (Whitehead, Agnes Sorel).
    SameColour,
    /// Any suit but the card's own (Thumb and Pouch).
    OtherSuit,
}

/// Which cards may be picked up from a pile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Movable {
    /// Only the top card.
    #[default]
    Top,
    /// A run of face-up cards built by the pile's own build rule, from any card of it.
    Run,
    /// A run as for `Run`, all of one suit (Spider, whose piles build regardless of
    /// suit but move only runs in suit).
    SuitedRun,
    /// Any face-up card together with everything on top of it, in sequence or not.
    Group,
    /// The top card alone, or the whole pile as a unit when it is a run built by the
    /// pile's build rule (Canfield).
    TopOrPile,
    /// Only the whole pile, as one, and its top card is the one that must build on the
    /// pile it goes to (Accordion, whose piles are read by their top cards).
    Pile,
}

/// A cap on how many cards one move may carry off a pile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunLimit {
    #[default]
    Unlimited,
    /// Empty free cells + 1 (ForeCell).
    FreeCells,
    /// (Empty free cells + 1) × 2^(empty tableau piles other than the destination).
    FreeCellsAndColumns,
}

/// What may fill an empty pile (tableau piles; foundations always take the base rank).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fill {
    #[default]
    Any,
    /// Only a King, or a group whose bottom card is a King.
    Kings,
    /// An emptied pile is never refilled.
    Never,
    /// The card one rank above, in suit, the top card of the pile on its left in its row
    /// (rows as the layout's `per_row` lays them); the first pile of a row takes a card
    /// of this rank (Montana's Two). Nothing goes right of an empty pile or a King.
    FollowsLeft(u8),
}

/// Where a group sits on the table, in card units: x in card widths, y in card heights.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layout {
    /// The first pile's top-left corner.
    pub at: (f32, f32),
    /// Offset from one pile to the next.
    #[serde(default)]
    pub step: (f32, f32),
    /// Piles per row before starting the next row (one `row_step` further).
    #[serde(default)]
    pub per_row: Option<u8>,
    #[serde(default)]
    pub row_step: (f32, f32),
    #[serde(default)]
    pub fan: Fan,
}

/// How the cards of a pile spread so that lower cards stay visible.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fan {
    /// Squared up: only the top card shows.
    #[default]
    None,
    Down,
    Right,
    /// Only the top few cards spread (a draw-3 waste).
    RightTop(u8),
}
