//! Small UI building blocks shared by the HUD and the dialogs: buttons, labels, and
//! the panel a dialog sits in.

use crate::paint::Icon;
use crate::play::{Lang, Overlay};
use crate::theme::{
    BACKDROP, BUTTON, BUTTON_HOVER, BUTTON_PRESS, BUTTON_RIM, Fonts, Icons, PANEL, TEXT, text_font,
};
use bevy::a11y::AccessibilityNode;
use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;
use solitaire_core::lang::Words;

/// A button with a text label; `on_click` runs when it is clicked or tapped.
pub fn button<M>(
    parent: &mut ChildSpawnerCommands,
    fonts: &Fonts,
    label: &str,
    size: f32,
    on_click: impl IntoObserverSystem<Pointer<Click>, (), M>,
) -> Entity {
    parent
        .spawn((
            Button,
            Node {
                padding: UiRect::axes(px(size * 0.65), px(size * 0.38)),
                margin: UiRect::horizontal(px(3.0)),
                border: UiRect::all(px(1.0)),
                border_radius: BorderRadius::all(px(size * 0.45)),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                column_gap: px(size * 0.4),
                ..default()
            },
            BackgroundColor(BUTTON),
            BorderColor::all(BUTTON_RIM),
        ))
        .with_child((
            Text::new(label),
            text_font(&fonts.regular, size),
            TextColor(TEXT),
            Pickable::IGNORE,
        ))
        .observe(on_click)
        .id()
}

/// A button with an icon before its label.
pub fn icon_button<M>(
    parent: &mut ChildSpawnerCommands,
    fonts: &Fonts,
    icons: &Icons,
    icon: Icon,
    label: &str,
    size: f32,
    on_click: impl IntoObserverSystem<Pointer<Click>, (), M>,
) -> Entity {
    let b = button(parent, fonts, label, size, on_click);
    let image = parent
        .commands()
        .spawn((
            ImageNode::new(icons.get(icon)).with_color(TEXT),
            Node {
                width: px(size * 1.2),
                height: px(size * 1.2),
                ..default()
            },
            Pickable::IGNORE,
            Decorative,
        ))
        .id();
    parent.commands().entity(b).insert_children(0, &[image]);
    b
}

/// An image that only decorates (a button's icon beside its label).
#[derive(Component)]
pub struct Decorative;

/// Screen readers skip decorative images: the button's label says it all.
pub fn hide_decorations(
    mut images: Query<&mut AccessibilityNode, (With<Decorative>, Added<AccessibilityNode>)>,
) {
    for mut node in &mut images {
        node.set_hidden();
    }
}

/// Lightens buttons under the pointer, and more while pressed.
pub fn hover(
    mut buttons: Query<(&Interaction, &mut BackgroundColor), (With<Button>, Changed<Interaction>)>,
) {
    for (interaction, mut bg) in &mut buttons {
        bg.0 = match interaction {
            Interaction::Pressed => BUTTON_PRESS,
            Interaction::Hovered => BUTTON_HOVER,
            Interaction::None => BUTTON,
        };
    }
}

/// A button whose label changed (a setting's value, Demo and Stop demo) is named
/// again for screen readers: Bevy names a button only when the button itself changes.
pub fn rename_relabelled(
    texts: Query<&ChildOf, (With<Text>, Changed<Text>)>,
    mut buttons: Query<&mut Button>,
) {
    for parent in &texts {
        if let Ok(mut button) = buttons.get_mut(parent.parent()) {
            button.set_changed();
        }
    }
}

/// Words that follow the player's language: on a text, its text; on a button, its
/// label. Said again whenever the language changes.
#[derive(Component)]
pub struct Said(Box<dyn Fn(&Words) -> String + Send + Sync>);

impl Said {
    pub fn new(words: impl Fn(&Words) -> String + Send + Sync + 'static) -> Said {
        Said(Box::new(words))
    }
}

/// Says every `Said` text again in the language, once it changes.
pub fn say_again(
    lang: Res<Lang>,
    said: Query<(Entity, &Said, Option<&Children>)>,
    mut texts: Query<&mut Text>,
) {
    if !lang.is_changed() {
        return;
    }
    for (entity, said, children) in &said {
        let words = (said.0)(&lang);
        let own = std::iter::once(entity);
        for e in own.chain(children.into_iter().flat_map(|c| c.iter())) {
            if let Ok(mut text) = texts.get_mut(e)
                && text.0 != words
            {
                text.0 = words.clone();
            }
        }
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

/// Sets the label of the buttons `buttons` holds (where it differs).
pub fn relabel<F: bevy::ecs::query::QueryFilter>(
    buttons: &Query<&Children, F>,
    texts: &mut Query<&mut Text>,
    label: &str,
) {
    for children in buttons {
        for &child in children {
            if let Ok(mut text) = texts.get_mut(child)
                && text.0 != label
            {
                text.0 = label.to_string();
            }
        }
    }
}

pub fn close(_: On<Pointer<Click>>, mut next: ResMut<NextState<Overlay>>) {
    next.set(Overlay::None);
}

/// A centred panel over a dimmed backdrop (not dimmed for the win, which is to be
/// seen), removed when the overlay closes.
pub fn panel(
    commands: &mut Commands,
    overlay: Overlay,
    build: impl FnOnce(&mut ChildSpawnerCommands),
) {
    let backdrop = if overlay == Overlay::Won {
        Color::NONE
    } else {
        BACKDROP
    };
    commands
        .spawn((
            DespawnOnExit(overlay),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(backdrop),
            GlobalZIndex(10),
        ))
        .with_children(|backdrop| {
            backdrop
                .spawn((
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Start,
                        row_gap: px(10.0),
                        padding: UiRect::all(px(24.0)),
                        max_width: percent(90),
                        max_height: percent(90),
                        overflow: Overflow::scroll_y(),
                        border: UiRect::all(px(1.0)),
                        border_radius: BorderRadius::all(px(16.0)),
                        ..default()
                    },
                    BackgroundColor(PANEL),
                    BorderColor::all(BUTTON_RIM),
                    BoxShadow::new(
                        Color::srgba(0.0, 0.0, 0.0, 0.55),
                        px(0.0),
                        px(10.0),
                        px(0.0),
                        px(28.0),
                    ),
                ))
                .observe(scroll_panel)
                .with_children(build);
        });
}

/// How far one notch of a mouse wheel scrolls a panel, in logical pixels.
const WHEEL_LINE: f32 = 40.0;

/// The wheel (or a touchpad) scrolls a panel taller than the window, such as the game
/// chooser at 800x600: the event rises from whatever is under the pointer.
fn scroll_panel(
    mut ev: On<Pointer<Scroll>>,
    mut panels: Query<(&mut ScrollPosition, &ComputedNode)>,
) {
    let Ok((mut at, node)) = panels.get_mut(ev.entity) else {
        return;
    };
    ev.propagate(false);
    let step = match ev.event.unit {
        bevy::input::mouse::MouseScrollUnit::Line => ev.event.y * WHEEL_LINE,
        bevy::input::mouse::MouseScrollUnit::Pixel => ev.event.y,
    };
    scroll_by(&mut at, node, -step);
}

/// Scrolls a panel `down` logical pixels further (up where negative), no further than
/// its content goes.
pub fn scroll_by(at: &mut ScrollPosition, node: &ComputedNode, down: f32) {
    let most = ((node.content_size().y - node.size().y) * node.inverse_scale_factor()).max(0.0);
    at.y = (at.y + down).clamp(0.0, most);
}
