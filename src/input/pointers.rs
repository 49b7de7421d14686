//! The pointers picking sees, made from the window's mouse and touch events as Bevy's own
//! `PointerInputPlugin` makes them, with one difference: a release never shares a frame
//! with the move or press of the same pointer before it; it waits for the next frame.
//!
//! Bevy's picking sends a press to what is under the pointer this frame, but a release
//! (and so the click) to what was under it the frame before. When a move, a press and a
//! release arrive together, as they do from remote desktops, pen tablets, automation
//! and switch-access tools (and from a quick tap on a touch screen, whose pointer is new
//! in that frame), the release went to whatever the pointer was over before it moved:
//! the click was lost. Held back one frame, it finds what the press found.

use bevy::camera::NormalizedRenderTarget;
use bevy::camera::RenderTarget;
use bevy::input::ButtonState;
use bevy::input::mouse::MouseWheel;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::picking::PickingSystems;
use bevy::picking::input::{PointerInputSettings, spawn_mouse_pointer};
use bevy::picking::pointer::{
    Location, PointerAction, PointerButton, PointerId, PointerInput, PointerLocation,
};
use bevy::platform::collections::{HashMap, HashSet};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw, WindowEvent, WindowRef};

/// Replaces `bevy::picking::input::PointerInputPlugin` (disable that one).
pub struct PacedPointerInputPlugin;

impl Plugin for PacedPointerInputPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<PointerInputSettings>()
            .init_resource::<Paced>()
            .add_systems(Startup, spawn_mouse_pointer)
            .add_systems(First, pointer_inputs.in_set(PickingSystems::Input))
            .add_systems(Last, despawn_lifted_touches);
    }
}

/// What the pacing carries from frame to frame.
#[derive(Resource, Default)]
struct Paced {
    /// Window events held back to the next frame, in their order.
    held: Vec<WindowEvent>,
    /// The mouse's last position (a button event happens where the mouse is).
    cursor: Vec2,
    /// Each touch's last event, to send moves only when it moved.
    touches: HashMap<u64, TouchInput>,
    /// Touch pointers released or cancelled this frame, to despawn at its end.
    lifted: Vec<PointerId>,
}

/// The pointer a window event is about, if it is a pointer event at all.
fn pointer_of(event: &WindowEvent) -> Option<PointerId> {
    match event {
        WindowEvent::CursorMoved(_) | WindowEvent::MouseButtonInput(_) => Some(PointerId::Mouse),
        WindowEvent::MouseWheel(_) => Some(PointerId::Mouse),
        WindowEvent::TouchInput(touch) => Some(PointerId::Touch(touch.id)),
        _ => None,
    }
}

/// Whether the event lets go: a button released, a finger lifted or cancelled.
fn is_release(event: &WindowEvent) -> bool {
    match event {
        WindowEvent::MouseButtonInput(input) => input.state == ButtonState::Released,
        WindowEvent::TouchInput(touch) => {
            matches!(touch.phase, TouchPhase::Ended | TouchPhase::Canceled)
        }
        _ => false,
    }
}

/// Whether the event takes hold: a button pressed, a finger put down.
fn is_press(event: &WindowEvent) -> bool {
    match event {
        WindowEvent::MouseButtonInput(input) => input.state == ButtonState::Pressed,
        WindowEvent::TouchInput(touch) => touch.phase == TouchPhase::Started,
        _ => false,
    }
}

fn pointer_inputs(
    mut window_events: MessageReader<WindowEvent>,
    primary_window: Query<Entity, With<PrimaryWindow>>,
    settings: Res<PointerInputSettings>,
    mut paced: ResMut<Paced>,
    mut commands: Commands,
    mut pointer_inputs: MessageWriter<PointerInput>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let mut events = std::mem::take(&mut paced.held);
    events.extend(
        window_events
            .read()
            .filter(|e| pointer_of(e).is_some())
            .cloned(),
    );
    let target = |window: Entity| {
        RenderTarget::Window(WindowRef::Entity(window)).normalize(primary_window.single().ok())
    };
    // Pointers that moved or pressed this frame: their releases wait. Pointers that
    // pressed: all that follows waits.
    let mut busy: HashSet<PointerId> = HashSet::default();
    let mut pressed: HashSet<PointerId> = HashSet::default();
    for (i, event) in events.iter().enumerate() {
        let Some(pointer) = pointer_of(event) else {
            continue;
        };
        if (is_release(event) && busy.contains(&pointer)) || pressed.contains(&pointer) {
            paced.held = events[i..].to_vec();
            // An idle window waits for input before its next frame: ask for one now.
            redraw.write(RequestRedraw);
            return;
        }
        busy.insert(pointer);
        if is_press(event) {
            pressed.insert(pointer);
        }
        let mouse = settings.is_mouse_enabled;
        let touch = settings.is_touch_enabled;
        match event {
            WindowEvent::CursorMoved(moved) if mouse => {
                let Some(target) = target(moved.window) else {
                    continue;
                };
                let delta = moved.position - paced.cursor;
                paced.cursor = moved.position;
                let location = at(target, moved.position);
                pointer_inputs.write(PointerInput::new(
                    pointer,
                    location,
                    PointerAction::Move { delta },
                ));
            }
            WindowEvent::MouseButtonInput(input) if mouse => {
                let (Some(target), Some(button)) = (target(input.window), button(input.button))
                else {
                    continue;
                };
                let action = match input.state {
                    ButtonState::Pressed => PointerAction::Press(button),
                    ButtonState::Released => PointerAction::Release(button),
                };
                let location = at(target, paced.cursor);
                pointer_inputs.write(PointerInput::new(pointer, location, action));
            }
            WindowEvent::MouseWheel(wheel) if mouse => {
                let MouseWheel {
                    unit,
                    x,
                    y,
                    window,
                    phase,
                } = *wheel;
                let Some(target) = target(window) else {
                    continue;
                };
                let action = PointerAction::Scroll { x, y, unit, phase };
                let location = at(target, paced.cursor);
                pointer_inputs.write(PointerInput::new(pointer, location, action));
            }
            WindowEvent::TouchInput(input) if touch => {
                let Some(target) = target(input.window) else {
                    continue;
                };
                let location = at(target, input.position);
                let action = match input.phase {
                    TouchPhase::Started => {
                        commands.spawn((pointer, PointerLocation::new(location.clone())));
                        paced.touches.insert(input.id, *input);
                        PointerAction::Press(PointerButton::Primary)
                    }
                    TouchPhase::Moved => {
                        let Some(last) = paced.touches.insert(input.id, *input) else {
                            continue;
                        };
                        if last == *input {
                            continue;
                        }
                        PointerAction::Move {
                            delta: input.position - last.position,
                        }
                    }
                    TouchPhase::Ended | TouchPhase::Canceled => {
                        paced.touches.remove(&input.id);
                        paced.lifted.push(pointer);
                        if input.phase == TouchPhase::Ended {
                            PointerAction::Release(PointerButton::Primary)
                        } else {
                            PointerAction::Cancel
                        }
                    }
                };
                pointer_inputs.write(PointerInput::new(pointer, location, action));
            }
            _ => {}
        }
    }
}

fn at(target: NormalizedRenderTarget, position: Vec2) -> Location {
    Location { target, position }
}

fn button(button: MouseButton) -> Option<PointerButton> {
    match button {
        MouseButton::Left => Some(PointerButton::Primary),
        MouseButton::Right => Some(PointerButton::Secondary),
        MouseButton::Middle => Some(PointerButton::Middle),
        MouseButton::Other(_) | MouseButton::Back | MouseButton::Forward => None,
    }
}

/// A touch's pointer goes once its release has been sent: each touch is a new pointer.
fn despawn_lifted_touches(
    mut commands: Commands,
    mut paced: ResMut<Paced>,
    pointers: Query<(Entity, &PointerId)>,
) {
    for lifted in paced.lifted.drain(..) {
        for (entity, pointer) in &pointers {
            if *pointer == lifted {
                commands.entity(entity).despawn();
            }
        }
    }
}
