//! Small UI building blocks shared by the HUD and the dialogs.

use crate::cards::art::{CardArt, text_font};
use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;

pub const BUTTON: Color = Color::srgba(1.0, 1.0, 1.0, 0.12);
pub const BUTTON_HOVER: Color = Color::srgba(1.0, 1.0, 1.0, 0.26);
pub const TEXT: Color = Color::srgb(0.96, 0.95, 0.9);

/// A button with a text label; `on_click` runs when it is clicked or tapped.
pub fn button<M>(
    parent: &mut ChildSpawnerCommands,
    art: &CardArt,
    label: &str,
    size: f32,
    on_click: impl IntoObserverSystem<Pointer<Click>, (), M>,
) -> Entity {
    parent
        .spawn((
            Button,
            Node {
                padding: UiRect::axes(px(size * 0.7), px(size * 0.35)),
                margin: UiRect::horizontal(px(3.0)),
                border_radius: BorderRadius::all(px(6.0)),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(BUTTON),
        ))
        .with_child((
            Text::new(label),
            text_font(&art.font, size),
            TextColor(TEXT),
            Pickable::IGNORE,
        ))
        .observe(on_click)
        .id()
}

/// Lightens buttons under the pointer.
pub fn hover(
    mut buttons: Query<(&Interaction, &mut BackgroundColor), (With<Button>, Changed<Interaction>)>,
) {
    for (interaction, mut bg) in &mut buttons {
        bg.0 = match interaction {
            Interaction::Hovered | Interaction::Pressed => BUTTON_HOVER,
            Interaction::None => BUTTON,
        };
    }
}

/// A line of text.
pub fn label(
    parent: &mut ChildSpawnerCommands,
    font: &Handle<Font>,
    text: impl Into<String>,
    size: f32,
) -> Entity {
    parent
        .spawn((Text::new(text), text_font(font, size), TextColor(TEXT)))
        .id()
}
