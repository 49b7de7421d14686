//! The deal number dialog: digits typed on the keyboard or tapped on its keypad (for
//! players with only a touch screen), then Deal or Enter.

use super::widgets::{button, close, label, panel};
use crate::play::{AppSystems, DealAsk, Lang, LeaveDeal, Overlay};
use crate::theme::{Fonts, HEADING_SIZE, SMALL_SIZE, TEXT_SIZE};
use bevy::prelude::*;
use solitaire_core::deal::{DealNumber, MAX_DEAL, parse_number};
use solitaire_core::say;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DealEntry>()
        .add_systems(OnEnter(Overlay::DealNumber), deal_number)
        .add_systems(
            Update,
            (type_deal_number, show_entry)
                .chain()
                .in_set(AppSystems::Ui),
        );
}

/// Digits entered so far.
#[derive(Resource, Default)]
struct DealEntry(String);

impl DealEntry {
    /// Deal numbers have at most ten digits.
    fn push(&mut self, digit: u8) {
        if self.0.len() < 10 {
            self.0.push(char::from(b'0' + digit));
        }
    }

    fn number(&self) -> Option<DealNumber> {
        parse_number(&self.0).ok()
    }
}

#[derive(Component)]
struct DealText;

/// The keypad's rows: digits, then rubbing out.
const PAD: [&[&str]; 4] = [
    &["7", "8", "9"],
    &["4", "5", "6"],
    &["1", "2", "3"],
    &["0", "Del"],
];

fn deal_number(
    mut commands: Commands,
    fonts: Res<Fonts>,
    mut entry: ResMut<DealEntry>,
    lang: Res<Lang>,
) {
    entry.0.clear();
    panel(&mut commands, Overlay::DealNumber, |p| {
        label(p, &fonts.bold, say!(lang, "deal-heading"), HEADING_SIZE);
        let range = say!(lang, "deal-range", last = MAX_DEAL.to_string());
        label(p, &fonts.regular, range, SMALL_SIZE);
        let text = label(p, &fonts.bold, "_", 26.0);
        p.commands().entity(text).insert(DealText);
        for row in PAD {
            p.spawn(Node::default()).with_children(|keys| {
                for &key in row {
                    let on_tap =
                        move |_: On<Pointer<Click>>, mut entry: ResMut<DealEntry>| match key
                            .parse::<u8>()
                        {
                            Ok(digit) => entry.push(digit),
                            Err(_) => {
                                entry.0.pop();
                            }
                        };
                    let text = if key == "Del" {
                        say!(lang, "deal-rub-out")
                    } else {
                        key.to_string()
                    };
                    let b = button(keys, &fonts, &text, 20.0, on_tap);
                    keys.commands()
                        .entity(b)
                        .entry::<Node>()
                        .and_modify(|mut n| {
                            // Big enough for a fingertip.
                            n.min_width = px(64.0);
                            n.min_height = px(44.0);
                            n.margin = UiRect::all(px(3.0));
                        });
                }
            });
        }
        p.spawn(Node::default()).with_children(|row| {
            button(
                row,
                &fonts,
                &say!(lang, "deal-deal"),
                TEXT_SIZE,
                |_: On<Pointer<Click>>,
                 entry: Res<DealEntry>,
                 mut w: MessageWriter<LeaveDeal>,
                 mut next: ResMut<NextState<Overlay>>| {
                    deal(&entry, &mut w, &mut next);
                },
            );
            button(row, &fonts, &say!(lang, "dialog-cancel"), TEXT_SIZE, close);
        });
    });
}

/// Deals the number entered, if it is one.
fn deal(entry: &DealEntry, w: &mut MessageWriter<LeaveDeal>, next: &mut NextState<Overlay>) {
    if let Some(n) = entry.number() {
        w.write(LeaveDeal(DealAsk::Number(n)));
        next.set(Overlay::None);
    }
}

fn type_deal_number(
    keys: Res<ButtonInput<KeyCode>>,
    overlay: Res<State<Overlay>>,
    mut entry: ResMut<DealEntry>,
    mut requests: MessageWriter<LeaveDeal>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if *overlay.get() != Overlay::DealNumber {
        return;
    }
    const DIGITS: [(KeyCode, KeyCode); 10] = [
        (KeyCode::Digit0, KeyCode::Numpad0),
        (KeyCode::Digit1, KeyCode::Numpad1),
        (KeyCode::Digit2, KeyCode::Numpad2),
        (KeyCode::Digit3, KeyCode::Numpad3),
        (KeyCode::Digit4, KeyCode::Numpad4),
        (KeyCode::Digit5, KeyCode::Numpad5),
        (KeyCode::Digit6, KeyCode::Numpad6),
        (KeyCode::Digit7, KeyCode::Numpad7),
        (KeyCode::Digit8, KeyCode::Numpad8),
        (KeyCode::Digit9, KeyCode::Numpad9),
    ];
    for (d, (a, b)) in DIGITS.iter().enumerate() {
        if keys.just_pressed(*a) || keys.just_pressed(*b) {
            entry.push(d as u8);
        }
    }
    if keys.just_pressed(KeyCode::Backspace) {
        entry.0.pop();
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        deal(&entry, &mut requests, &mut next);
    }
}

/// Shows what has been entered, and says so when it is no deal number.
fn show_entry(entry: Res<DealEntry>, lang: Res<Lang>, mut text: Query<&mut Text, With<DealText>>) {
    let valid = entry.0.is_empty() || entry.number().is_some();
    let shown = if valid {
        format!("{}_", entry.0)
    } else {
        say!(lang, "deal-out-of-range", typed = entry.0.clone())
    };
    for mut t in &mut text {
        if t.0 != shown {
            t.0 = shown.clone();
        }
    }
}
