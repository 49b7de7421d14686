//! Moves as the player makes them, and as applied (with what undo needs to know).

/// Index of a pile in `Position::piles`.
pub type PileId = usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The top `count` cards of `from` go onto `to`, keeping their order.
    Transfer {
        from: PileId,
        to: PileId,
        count: usize,
    },
    /// Turn cards from the stock to the waste.
    Draw,
    /// Turn the waste over to form a new stock; or, where the stock reshuffles, gather
    /// the tableau, shuffle it and deal it out again.
    Redeal,
}

impl Move {
    pub fn transfer(from: PileId, to: PileId, count: usize) -> Move {
        Move::Transfer { from, to, count }
    }
}

/// A move as it happened: enough to undo it exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Applied {
    pub mv: Move,
    /// The card exposed on the source pile was face down and turned face up.
    pub flipped: bool,
    /// Cards a draw actually turned (fewer than the draw count near the stock's end).
    pub drawn: usize,
    /// Piles (one bit each) whose face-down card turned up because nothing covers it
    /// any more (TriPeaks).
    pub uncovered: u64,
    /// The emptied source pile was filled from its `refill_from` pile (Canfield's
    /// reserve), and whether the card left on top there turned face up.
    pub refilled: bool,
    pub refill_flipped: bool,
    /// What a reshuffle gathered, as `rules::reshuffle` writes it: enough to put each
    /// card back.
    pub gathered: u128,
}
