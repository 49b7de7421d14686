//! The cards follow the core: after any outcome, a change of layout or card size, or
//! the end of a drag, each card not in the hand shows the face the core says (turning
//! over where it changed) and goes to its place (flying, or jumping there on a resize
//! or at instant speed).

use super::art::CardArt;
use super::face::Shadow;
use super::lift::Lifted;
use super::motion::{appear, deal_delay, flip, fly, move_delay, shake_then_fly};
use super::view::{CardEntities, CardView, rest_z};
use crate::play::{DragState, Outcome, Session, Settings};
use crate::table::TableLayout;
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use solitaire_core::rules::Fan;

/// Whether the cards must follow the core this frame (`outcome`: one came), and can
/// (a deal's cards and a layout for its piles exist).
fn due(
    outcome: bool,
    session: &Session,
    layout: &Res<TableLayout>,
    entities: &Res<CardEntities>,
    drag: &DragState,
) -> bool {
    let changed = outcome || layout.is_changed() || entities.is_changed() || drag.just_released;
    changed && !entities.by_id.is_empty() && layout.piles.len() == session.game.rules().pile_count()
}

/// Each card shows the side the core says, turning over where it changed (not as a
/// deal is put down); shadows show only where cards are spread, since under a
/// squared-up pile a stack of them would darken into a block.
pub(super) fn sync_faces(
    mut commands: Commands,
    mut outcomes: MessageReader<Outcome>,
    session: Res<Session>,
    layout: Res<TableLayout>,
    entities: Res<CardEntities>,
    art: Res<CardArt>,
    settings: Res<Settings>,
    drag: Res<DragState>,
    mut cards: Query<(&mut CardView, &mut Sprite, Option<&Children>)>,
    mut shadows: Query<&mut Visibility, With<Shadow>>,
) {
    let outcome = outcomes.read().count() > 0;
    if !due(outcome, &session, &layout, &entities, &drag) {
        return;
    }
    let pos = session.game.position();
    for (p, pile) in pos.piles.iter().enumerate() {
        let squared = layout.piles[p].fan == Fan::None;
        for (i, card) in pile.cards.iter().enumerate() {
            let entity = entities.by_id[card.id() as usize];
            let Ok((mut view, mut sprite, children)) = cards.get_mut(entity) else {
                continue;
            };
            if drag.holds(view.card) {
                continue;
            }
            let children = || children.into_iter().flatten().copied();
            let shadow = if squared && i + 1 < pile.len() {
                Visibility::Hidden
            } else {
                Visibility::Inherited
            };
            for child in children() {
                if let Ok(mut v) = shadows.get_mut(child)
                    && *v != shadow
                {
                    *v = shadow;
                }
            }
            let face_up = pile.face_up(i);
            let image = if face_up {
                art.face(view.card)
            } else {
                art.back.clone()
            };
            if sprite.image != image {
                sprite.image = image;
            }
            if face_up == view.face_up {
                continue;
            }
            view.face_up = face_up;
            if !entities.is_changed() {
                flip(&mut commands, entity, &settings);
            }
        }
    }
}

/// Each card goes to its place: a card whose place changed, or that rests (not
/// flying) away from it (dropped elsewhere), flies there; a deal's cards one after
/// another, a move's in a ripple; cards let go where the rules refuse them shake
/// first; on a resize or at instant speed they jump.
pub(super) fn sync_places(
    mut commands: Commands,
    mut outcomes: MessageReader<Outcome>,
    session: Res<Session>,
    layout: Res<TableLayout>,
    entities: Res<CardEntities>,
    settings: Res<Settings>,
    drag: Res<DragState>,
    mut cards: Query<(&mut CardView, &mut Transform, Has<TweenAnim>, Has<Lifted>)>,
) {
    let (mut outcome, mut dealt, mut refused) = (false, false, false);
    for o in outcomes.read() {
        outcome = true;
        dealt |= *o == Outcome::Dealt;
        refused |= matches!(o, Outcome::Rejected(_));
    }
    if !due(outcome, &session, &layout, &entities, &drag) {
        return;
    }
    let speed = settings.speed;
    let resized = layout.is_changed() && !entities.is_changed();
    let dealing = entities.is_changed() || dealt;
    let pos = session.game.position();
    // A deal goes out in the dealer's order (the core's); the stock is there first,
    // and cards a restored game has moved since come after the dealt ones.
    let rules = session.game.rules();
    let turns = if dealing {
        rules.dealing_turns()
    } else {
        Vec::new()
    };
    let (mut later, mut stagger) = (turns.iter().map(Vec::len).sum::<usize>(), 0usize);
    for (p, pile) in pos.piles.iter().enumerate() {
        let centres = layout.card_centres(p, pile);
        let stock = Some(p) == rules.stock;
        let layer = rules.layer(p);
        for (i, card) in pile.cards.iter().enumerate() {
            let order = match turns.get(p).and_then(|t| t.get(i)) {
                Some(turn) => turn + 1,
                None if stock => 0,
                None => {
                    later += 1;
                    later
                }
            };
            let entity = entities.by_id[card.id() as usize];
            let Ok((mut view, mut transform, flying, lifted)) = cards.get_mut(entity) else {
                continue;
            };
            if drag.holds(view.card) {
                continue;
            }
            let target = centres[i].extend(rest_z(layer, i));
            let moved = view.target != target || (!flying && transform.translation != target);
            view.pile = p;
            view.index = i;
            if !moved {
                continue;
            }
            view.target = target;
            if resized || settings.still() {
                transform.translation = target;
                commands.entity(entity).remove::<TweenAnim>();
                if settings.reduce_motion && !resized {
                    appear(&mut commands, entity);
                }
            } else if lifted && refused && drag.just_released {
                shake_then_fly(&mut commands, entity, transform.translation, target, &speed);
            } else {
                let delay = if dealing {
                    deal_delay(order, &speed)
                } else {
                    stagger += 1;
                    move_delay(stagger - 1, &speed)
                };
                fly(
                    &mut commands,
                    entity,
                    transform.translation,
                    target,
                    delay,
                    &speed,
                );
            }
        }
    }
}
