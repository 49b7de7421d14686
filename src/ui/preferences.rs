//! The settings dialog: each row a setting, its button shows the value and changes it.

use super::widgets::{button, close, label, panel};
use crate::paint::CardStyle;
use crate::play::{
    AppSystems, BackColour, DealChoice, Overlay, Settings, TEXT_SIZES, TableColour, VOLUMES,
    next_of,
};
use crate::theme::{Fonts, HEADING_SIZE, TEXT_SIZE};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Settings), settings_dialog)
        .add_systems(Update, show_values.in_set(AppSystems::Ui));
}

#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Row {
    Speed,
    ReduceMotion,
    AutoHome,
    FourColour,
    TextSize,
    HighContrast,
    CardStyle,
    CardBack,
    Table,
    Deals,
    FullScreen,
    Sound,
    Volume,
    VegasBank,
}

impl Row {
    const ALL: [Row; 14] = [
        Row::Speed,
        Row::ReduceMotion,
        Row::AutoHome,
        Row::FourColour,
        Row::TextSize,
        Row::HighContrast,
        Row::CardStyle,
        Row::CardBack,
        Row::Table,
        Row::Deals,
        Row::FullScreen,
        Row::Sound,
        Row::Volume,
        Row::VegasBank,
    ];

    fn title(self) -> &'static str {
        match self {
            Row::Speed => "Animation",
            Row::ReduceMotion => "Reduce motion",
            Row::AutoHome => "Send safe cards to the foundations",
            Row::FourColour => "Four-colour deck",
            Row::TextSize => "Text size",
            Row::HighContrast => "High contrast",
            Row::CardStyle => "Card faces",
            Row::CardBack => "Card back",
            Row::Table => "Table",
            Row::Deals => "New deals",
            Row::FullScreen => "Full screen",
            Row::Sound => "Sound effects (M)",
            Row::Volume => "Volume",
            Row::VegasBank => "Vegas scores carry over",
        }
    }

    fn value(self, s: &Settings) -> String {
        let on = |b: bool| if b { "On" } else { "Off" }.to_string();
        match self {
            Row::Speed => format!("{:?}", s.speed),
            Row::ReduceMotion => on(s.reduce_motion),
            Row::AutoHome => on(s.auto_home),
            Row::FourColour => on(s.four_colour),
            Row::TextSize => format!("{}%", s.text_size),
            Row::HighContrast => on(s.high_contrast),
            Row::CardStyle => match s.card_style {
                CardStyle::Classic => "Classic",
                CardStyle::LargePrint => "Large print",
            }
            .to_string(),
            Row::CardBack => match s.card_back {
                BackColour::Red => "Red lattice",
                BackColour::Blue => "Blue rosette",
                BackColour::Green => "Green checks",
                BackColour::Purple => "Purple waves",
            }
            .to_string(),
            Row::Table => format!("{:?}", s.table),
            Row::Deals => s.deals().name().to_string(),
            Row::FullScreen => on(s.fullscreen),
            Row::Sound => on(!s.muted),
            Row::Volume => format!("{}%", s.volume),
            Row::VegasBank => on(s.vegas_cumulative),
        }
    }

    fn change(self, s: &mut Settings) {
        match self {
            Row::Speed => s.speed = s.speed.next(),
            Row::ReduceMotion => s.reduce_motion = !s.reduce_motion,
            Row::AutoHome => s.auto_home = !s.auto_home,
            Row::FourColour => s.four_colour = !s.four_colour,
            Row::TextSize => s.text_size = next_of(&TEXT_SIZES, s.text_size),
            Row::HighContrast => s.high_contrast = !s.high_contrast,
            Row::CardStyle => s.card_style = next_of(&CardStyle::ALL, s.card_style),
            Row::CardBack => s.card_back = next_of(&BackColour::ALL, s.card_back),
            Row::Table => s.table = next_of(&TableColour::ALL, s.table),
            Row::Deals => s.set_deals(next_of(&DealChoice::ALL, s.deals())),
            Row::FullScreen => s.fullscreen = !s.fullscreen,
            Row::Sound => s.muted = !s.muted,
            Row::Volume => s.volume = next_of(&VOLUMES, s.volume),
            Row::VegasBank => s.vegas_cumulative = !s.vegas_cumulative,
        }
    }
}

fn settings_dialog(mut commands: Commands, fonts: Res<Fonts>, settings: Res<Settings>) {
    panel(&mut commands, Overlay::Settings, |p| {
        label(p, &fonts.bold, "Settings", HEADING_SIZE);
        for row in Row::ALL {
            // The setting's name on the left, its value on a button in a column on the
            // right, as a settings sheet reads.
            p.spawn(Node {
                width: percent(100),
                align_items: AlignItems::Center,
                justify_content: JustifyContent::SpaceBetween,
                column_gap: px(24.0),
                padding: UiRect::vertical(px(2.0)),
                ..default()
            })
            .with_children(|line| {
                label(line, &fonts.regular, row.title(), TEXT_SIZE);
                let b = button(
                    line,
                    &fonts,
                    &row.value(&settings),
                    TEXT_SIZE,
                    move |_: On<Pointer<Click>>, mut s: ResMut<Settings>| {
                        row.change(&mut s);
                    },
                );
                line.commands()
                    .entity(b)
                    .insert(row)
                    .entry::<Node>()
                    .and_modify(|mut node| node.min_width = px(150.0));
            });
        }
        let done = button(p, &fonts, "Close", TEXT_SIZE, close);
        p.commands()
            .entity(done)
            .entry::<Node>()
            .and_modify(|mut node| node.align_self = AlignSelf::End);
    });
}

fn show_values(
    settings: Res<Settings>,
    rows: Query<(&Row, &Children)>,
    mut texts: Query<&mut Text>,
) {
    if !settings.is_changed() {
        return;
    }
    for (row, children) in &rows {
        for &child in children {
            if let Ok(mut text) = texts.get_mut(child) {
                text.0 = row.value(&settings);
            }
        }
    }
}
