//! The table as an accessibility tree: a group for the table, a list per pile named as
//! a whole ("Column 3, 6 cards, top: Seven of hearts"), an item per card ("Queen of
//! spades, face up, 4th of 6 in column 2"). Rebuilt when the position changes; the
//! card or pile under the keyboard cursor has the focus; each pile and card says where
//! it lies in the window.

use crate::play::{KeyCursor, Lang, Session};
use crate::table::{TableCamera, TableLayout};
use accesskit::{Node as AkNode, Role};
use bevy::a11y::AccessibilityNode;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use solitaire_core::say;
use solitaire_core::speech::{card_in_pile, pile_summary};

#[derive(Component)]
pub struct TableNode;

#[derive(Component, Debug)]
pub struct PileNode(pub usize);

#[derive(Component, Debug)]
pub struct CardNode {
    pub pile: usize,
    pub index: usize,
}

/// The tree's entities, by pile and by card within it.
#[derive(Resource, Default)]
pub(super) struct AccessNodes {
    root: Option<Entity>,
    piles: Vec<Entity>,
    cards: Vec<Vec<Entity>>,
    /// The session's revision and deal the tree shows.
    shows: Option<(u64, u64)>,
}

pub(super) fn describe_table(
    mut commands: Commands,
    session: Res<Session>,
    lang: Res<Lang>,
    mut nodes: ResMut<AccessNodes>,
) {
    let now = (session.revision, session.deal_serial);
    if nodes.shows == Some(now) && !lang.is_changed() {
        return;
    }
    nodes.shows = Some(now);
    if let Some(root) = nodes.root.take() {
        commands.entity(root).despawn();
    }
    let game = &session.game;
    let (rules, pos) = (game.rules(), game.position());
    let words = &**lang;
    let mut table = AkNode::new(Role::Group);
    table.set_label(say!(
        words,
        "announce-table",
        game = words.games().name(&rules.def),
        number = game.number().to_string()
    ));
    // The table's words are in the player's language (Bevy builds the window's node).
    table.set_language(lang.code());
    let root = commands
        .spawn((TableNode, AccessibilityNode::from(table)))
        .id();
    let (mut piles, mut cards) = (Vec::new(), Vec::new());
    for (p, pile) in pos.piles.iter().enumerate() {
        let mut list = AkNode::new(Role::List);
        list.set_label(pile_summary(words, rules, pos, p));
        list.set_size_of_set(pile.len());
        let pile_node = commands
            .spawn((PileNode(p), AccessibilityNode::from(list), ChildOf(root)))
            .id();
        let items = (0..pile.len())
            .map(|i| {
                let mut item = AkNode::new(Role::ListItem);
                item.set_label(card_in_pile(words, rules, pos, p, i));
                item.set_position_in_set(i + 1);
                item.set_size_of_set(pile.len());
                commands
                    .spawn((
                        CardNode { pile: p, index: i },
                        AccessibilityNode::from(item),
                        ChildOf(pile_node),
                    ))
                    .id()
            })
            .collect();
        piles.push(pile_node);
        cards.push(items);
    }
    nodes.root = Some(root);
    nodes.piles = piles;
    nodes.cards = cards;
}

/// Where each pile and card lies in the window, in physical pixels, as AccessKit wants
/// bounds: a screen magnifier follows the focus there, and a screen reader (or a test
/// driving a real pointer) finds a card it names. Cards are placed where they come to
/// rest, not where a tween has them on the way.
pub(super) fn place_nodes(
    session: Res<Session>,
    layout: Res<TableLayout>,
    nodes: Res<AccessNodes>,
    camera: Single<(&Camera, &GlobalTransform), With<TableCamera>>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut access: Query<&mut AccessibilityNode>,
) {
    let pos = session.game.position();
    if !(nodes.is_changed() || layout.is_changed())
        || layout.piles.len() != pos.piles.len()
        || nodes.piles.len() != pos.piles.len()
    {
        return;
    }
    let (camera, at) = *camera;
    let scale = f64::from(window.scale_factor());
    let bounds = |r: Rect| {
        let a = camera.world_to_viewport(at, r.min.extend(0.0)).ok()?;
        let b = camera.world_to_viewport(at, r.max.extend(0.0)).ok()?;
        let (min, max) = (a.min(b).as_dvec2() * scale, a.max(b).as_dvec2() * scale);
        Some(accesskit::Rect::new(min.x, min.y, max.x, max.y))
    };
    let mut place = |entity: Entity, r: Rect| {
        if let (Ok(mut node), Some(b)) = (access.get_mut(entity), bounds(r)) {
            node.set_bounds(b);
        }
    };
    for (p, pile) in pos.piles.iter().enumerate() {
        place(nodes.piles[p], layout.pile_rect(p, pile));
        let centres = layout.card_centres(p, pile);
        for (&card, &centre) in nodes.cards[p].iter().zip(&centres) {
            place(card, Rect::from_center_size(centre, layout.card));
        }
    }
}

/// The accessibility focus follows the keyboard cursor: its card, or its pile where
/// the pile is empty; the table itself while the cursor is hidden (and no dialog or
/// button has taken the focus).
pub(super) fn follow_cursor(
    session: Res<Session>,
    cursor: Res<KeyCursor>,
    nodes: Res<AccessNodes>,
    tree: Query<(), Or<(With<TableNode>, With<PileNode>, With<CardNode>)>>,
    accessible: Query<(), With<AccessibilityNode>>,
    mut focus: ResMut<InputFocus>,
) {
    // A focus left on a closed dialog's button would stop every update of the tree
    // (the adapter sends none while the focus is on a node it does not know).
    let lost = focus.get().is_none_or(|e| !accessible.contains(e));
    if !(cursor.is_changed() || nodes.is_changed() || lost) {
        return;
    }
    let Some(root) = nodes.root else { return };
    let target = match cursor.place(&session.game) {
        Some((p, i)) => nodes
            .cards
            .get(p)
            .and_then(|c| c.get(i))
            .or(nodes.piles.get(p))
            .copied()
            .unwrap_or(root),
        None => root,
    };
    // With the cursor hidden, a focus on another accessible node (a dialog's button)
    // stays; one on nothing accessible (the window, where Bevy starts it: the adapter
    // then sends no tree at all) is taken.
    let free = focus
        .get()
        .is_none_or(|e| tree.contains(e) || !accessible.contains(e));
    if focus.get() != Some(target) && (cursor.at.is_some() || free) {
        focus.set(target, FocusCause::Navigated);
    }
}
