//! The statistics dialog: per game played, won, win %, streaks, best time, fewest
//! moves; reset after a confirmation.

use super::format::clock;
use super::widgets::{button, close, label, panel};
use crate::persist::stats::Stats;
use crate::play::Overlay;
use crate::theme::{Fonts, HEADING_SIZE, SMALL_SIZE};
use bevy::prelude::*;
use solitaire_core::builtin_games;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Stats), stats_dialog);
}

/// The row asking "really reset?", hidden until Reset is pressed.
#[derive(Component)]
struct Confirm;

fn stats_dialog(mut commands: Commands, fonts: Res<Fonts>, stats: Res<Stats>) {
    panel(&mut commands, Overlay::Stats, |p| {
        label(p, &fonts.bold, "Statistics", HEADING_SIZE);
        p.spawn(Node {
            display: Display::Grid,
            grid_template_columns: vec![GridTrack::auto(); 8],
            column_gap: px(18.0),
            row_gap: px(6.0),
            ..default()
        })
        .with_children(|grid| {
            for head in [
                "Game",
                "Played",
                "Won",
                "Win %",
                "Streak",
                "Best streak",
                "Best time",
                "Fewest moves",
            ] {
                label(grid, &fonts.bold, head, SMALL_SIZE);
            }
            for rules in builtin_games() {
                let g = stats.game(rules.id());
                let cells = [
                    rules.name().to_string(),
                    g.played.to_string(),
                    g.won.to_string(),
                    g.win_percent().map_or("–".into(), |p| format!("{p:.0}%")),
                    g.current_streak.to_string(),
                    g.best_streak.to_string(),
                    g.best_time_ms
                        .map_or("–".into(), |t| clock(Duration::from_millis(t))),
                    g.fewest_moves.map_or("–".into(), |m| m.to_string()),
                ];
                for cell in cells {
                    label(grid, &fonts.regular, cell, SMALL_SIZE);
                }
            }
        });
        p.spawn(Node {
            column_gap: px(8.0),
            ..default()
        })
        .with_children(|row| {
            button(
                row,
                &fonts,
                "Reset statistics…",
                SMALL_SIZE,
                |_: On<Pointer<Click>>, mut confirm: Query<&mut Node, With<Confirm>>| {
                    for mut node in &mut confirm {
                        node.display = Display::Flex;
                    }
                },
            );
            button(row, &fonts, "Close", SMALL_SIZE, close);
        });
        p.spawn((
            Confirm,
            Node {
                display: Display::None,
                align_items: AlignItems::Center,
                column_gap: px(8.0),
                ..default()
            },
        ))
        .with_children(|row| {
            label(
                row,
                &fonts.regular,
                "Reset every game's statistics? This cannot be undone.",
                SMALL_SIZE,
            );
            button(
                row,
                &fonts,
                "Reset",
                SMALL_SIZE,
                |_: On<Pointer<Click>>,
                 mut stats: ResMut<Stats>,
                 mut next: ResMut<NextState<Overlay>>| {
                    *stats = Stats::default();
                    next.set(Overlay::None);
                },
            );
            button(
                row,
                &fonts,
                "Keep them",
                SMALL_SIZE,
                |_: On<Pointer<Click>>, mut confirm: Query<&mut Node, With<Confirm>>| {
                    for mut node in &mut confirm {
                        node.display = Display::None;
                    }
                },
            );
        });
    });
}
