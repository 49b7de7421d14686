//! Dialogs by keyboard: while a dialog is open, Tab and the arrow keys move the focus
//! from button to button (in reading order), and Space or Enter presses the focused
//! one, as a click would. The focused button wears a ring; the focus is Bevy's input
//! focus, so a screen reader follows it. F10 opens the menu, from which every dialog is
//! reached.

use crate::play::{AppSystems, Overlay};
use crate::theme::CURSOR;
use bevy::camera::NormalizedRenderTarget;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use bevy::window::{PrimaryWindow, WindowRef};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            open_menu,
            move_focus,
            press_focused,
            show_ring,
            reveal_focused,
        )
            .chain()
            .in_set(AppSystems::Ui),
    );
}

/// The button a dialog's focus starts on, where it is not the first (the daily deals
/// start on the game being played).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct FirstFocus;

/// The dialog's root (every dialog's panel despawns with its overlay).
fn dialog_buttons(
    roots: &Query<(Entity, &DespawnOnExit<Overlay>)>,
    children: &Query<&Children>,
    buttons: &Query<(&ComputedNode, &UiGlobalTransform), With<Button>>,
    overlay: Overlay,
) -> Vec<Entity> {
    let mut found: Vec<(Entity, Vec2)> = roots
        .iter()
        .filter(|(_, on)| on.0 == overlay)
        .flat_map(|(root, _)| children.iter_descendants(root))
        .filter_map(|e| {
            let (node, at) = buttons.get(e).ok()?;
            (node.size() != Vec2::ZERO).then_some((e, at.translation))
        })
        .collect();
    // Reading order: by rows (a little slack for buttons of unequal height), then across.
    found.sort_by(|a, b| {
        let row = |y: f32| (y / 12.0).round();
        row(a.1.y)
            .total_cmp(&row(b.1.y))
            .then(a.1.x.total_cmp(&b.1.x))
    });
    found.into_iter().map(|(e, _)| e).collect()
}

fn open_menu(
    keys: Res<ButtonInput<KeyCode>>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if keys.just_pressed(KeyCode::F10) && *overlay.get() == Overlay::None {
        next.set(Overlay::Menu);
    }
}

fn move_focus(
    keys: Res<ButtonInput<KeyCode>>,
    overlay: Res<State<Overlay>>,
    roots: Query<(Entity, &DespawnOnExit<Overlay>)>,
    children: Query<&Children>,
    buttons: Query<(&ComputedNode, &UiGlobalTransform), With<Button>>,
    first: Query<(), With<FirstFocus>>,
    mut focus: ResMut<InputFocus>,
) {
    let overlay = *overlay.get();
    if overlay == Overlay::None {
        return;
    }
    let order = dialog_buttons(&roots, &children, &buttons, overlay);
    if order.is_empty() {
        return;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let forward = (keys.just_pressed(KeyCode::Tab) && !shift)
        || keys.any_just_pressed([KeyCode::ArrowDown, KeyCode::ArrowRight]);
    let back = (keys.just_pressed(KeyCode::Tab) && shift)
        || keys.any_just_pressed([KeyCode::ArrowUp, KeyCode::ArrowLeft]);
    let here = focus.get().and_then(|f| order.iter().position(|&e| e == f));
    let to = match (here, forward, back) {
        // A dialog just opened: its first button, or the one it starts on.
        (None, _, _) => Some(order.iter().position(|&e| first.contains(e)).unwrap_or(0)),
        (Some(i), true, _) => Some((i + 1) % order.len()),
        (Some(i), _, true) => Some((i + order.len() - 1) % order.len()),
        _ => None,
    };
    if let Some(i) = to
        && focus.get() != Some(order[i])
    {
        focus.set(order[i], FocusCause::Navigated);
    }
}

/// Space, or Enter where the dialog has no Enter of its own (the deal number's box
/// takes it as "deal", leaving a deal as "leave it"), clicks the focused button.
fn press_focused(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    overlay: Res<State<Overlay>>,
    focus: Res<InputFocus>,
    buttons: Query<&UiGlobalTransform, With<Button>>,
    window: Single<Entity, With<PrimaryWindow>>,
    camera: Query<Entity, With<Camera2d>>,
) {
    let overlay = *overlay.get();
    let enter_is_theirs = matches!(overlay, Overlay::DealNumber | Overlay::Leave);
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) && !enter_is_theirs;
    if overlay == Overlay::None || !(enter || keys.just_pressed(KeyCode::Space)) {
        return;
    }
    let Some(button) = focus.get() else { return };
    let Ok(at) = buttons.get(button) else { return };
    let Some(camera) = camera.iter().next() else {
        return;
    };
    let location = Location {
        target: NormalizedRenderTarget::Window(
            WindowRef::Entity(*window)
                .normalize(None)
                .expect("an entity window"),
        ),
        position: at.translation,
    };
    commands.trigger(Pointer::new(
        PointerId::Mouse,
        location,
        Click {
            button: PointerButton::Primary,
            hit: HitData::new(camera, 0.0, None, None),
            duration: Duration::ZERO,
            count: 1,
        },
        button,
    ));
}

/// A ring round the focused button of a dialog (none round anything else).
fn show_ring(
    mut commands: Commands,
    focus: Res<InputFocus>,
    overlay: Res<State<Overlay>>,
    rings: Query<Entity, With<Outline>>,
    buttons: Query<(), With<Button>>,
) {
    if !(focus.is_changed() || overlay.is_changed()) {
        return;
    }
    for e in &rings {
        commands.entity(e).remove::<Outline>();
    }
    if *overlay.get() == Overlay::None {
        return;
    }
    if let Some(f) = focus.get().filter(|&f| buttons.contains(f)) {
        commands
            .entity(f)
            .insert(Outline::new(px(3.0), px(2.0), CURSOR));
    }
}

/// A dialog taller than the window scrolls to show the button the keys focus (the
/// game chooser at 800x600).
fn reveal_focused(
    focus: Res<InputFocus>,
    parents: Query<&ChildOf>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform)>,
    mut panels: Query<(&Node, &mut ScrollPosition)>,
) {
    if !focus.is_changed() {
        return;
    }
    let Some(button) = focus.get() else { return };
    let Some(panel) = parents.iter_ancestors(button).find(|&a| {
        panels
            .get(a)
            .is_ok_and(|(n, _)| n.overflow.y == OverflowAxis::Scroll)
    }) else {
        return;
    };
    let (Ok((b_node, b_at)), Ok((p_node, p_at))) = (nodes.get(button), nodes.get(panel)) else {
        return;
    };
    let Ok((_, mut scroll)) = panels.get_mut(panel) else {
        return;
    };
    // Physical pixels, y down; a little room beyond the button's edge.
    let margin = 12.0 / p_node.inverse_scale_factor();
    let (b_top, b_bottom) = (
        b_at.translation.y - b_node.size().y / 2.0 - margin,
        b_at.translation.y + b_node.size().y / 2.0 + margin,
    );
    let (p_top, p_bottom) = (
        p_at.translation.y - p_node.size().y / 2.0,
        p_at.translation.y + p_node.size().y / 2.0,
    );
    let shift = if b_bottom > p_bottom {
        b_bottom - p_bottom
    } else if b_top < p_top {
        b_top - p_top
    } else {
        return;
    };
    super::widgets::scroll_by(&mut scroll, p_node, shift * p_node.inverse_scale_factor());
}
