//! The game chooser: the player's favourites and the games played last on top, then
//! every game under its family's heading, each with its summary, the player's record
//! and how many of its deals the solver wins. Typing filters the list (by name,
//! summary or family, spaces and case aside); a star marks a favourite.

use super::key_focus::FirstFocus;
use super::pictures::{PICTURE, Pictures};
use super::widgets::{Decorative, button, close, label, panel};
use crate::play::{
    AppSystems, DealAsk, DealChoice, Lang, LeaveDeal, Overlay, Session, Settings, Stats,
};
use crate::theme::{Fonts, HEADING_SIZE, SMALL_SIZE, TEXT_DIM, TEXT_SIZE};
use bevy::ecs::system::SystemParam;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use solitaire_core::lang::Words;
use solitaire_core::registry::grades;
use solitaire_core::rules::{Family, Rules};
use solitaire_core::say;
use solitaire_core::{builtin, builtin_games};
use std::sync::Arc;

/// How many games "Played last" lists.
const RECENT: usize = 3;
/// Below this width (UI pixels) the rows leave out their pictures, for their words.
const PICTURES_FROM: f32 = 600.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Typed>()
        .init_resource::<Pictures>()
        .add_systems(OnEnter(Overlay::Chooser), open)
        .add_systems(
            Update,
            (note_game_played, type_query, filter_rows).in_set(AppSystems::Ui),
        );
}

/// What the player has typed to filter the games.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Typed(pub String);

/// A game's row in the full listing, with what typing is matched against: its name
/// run together, and the words of its summary and family.
#[derive(Component, Debug, Clone)]
pub struct ChooserRow {
    pub id: String,
    name: String,
    words: Vec<String>,
}

/// A family's heading (hidden when typing leaves it no game).
#[derive(Component, Debug, Clone, Copy)]
struct Heading(Family);

/// The favourites and the games played last (hidden while typing).
#[derive(Component, Debug, Clone, Copy)]
struct Shortcuts;

/// A row's button that plays its game (where typing puts the focus).
#[derive(Component, Debug, Clone, Copy)]
struct PlayButton;

/// The line that shows what has been typed.
#[derive(Component, Debug, Clone, Copy)]
struct QueryText;

/// The star that makes game `0` a favourite, or not.
#[derive(Component, Debug, Clone)]
pub struct FavouriteStar(pub String);

/// Letters and digits only, lower case: "Forty Thieves" is "fortythieves".
fn squashed(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// A family's heading in the chooser.
fn family_name(w: &Words, family: Family) -> String {
    match family {
        Family::FreeCell => say!(w, "family-free-cell"),
        Family::Klondike => say!(w, "family-klondike"),
        Family::Spider => say!(w, "family-spider"),
        Family::FortyThieves => say!(w, "family-forty-thieves"),
        Family::Builders => say!(w, "family-builders"),
        Family::Adders => say!(w, "family-adders"),
        Family::Golf => say!(w, "family-golf"),
        Family::AcesUp => say!(w, "family-aces-up"),
        Family::Numerica => say!(w, "family-numerica"),
        Family::Accordion => say!(w, "family-accordion"),
        Family::Montana => say!(w, "family-montana"),
    }
}

impl ChooserRow {
    /// The row of `rules`, matched in the player's language (`words`).
    fn of(words: &Words, rules: &Rules) -> ChooserRow {
        let games = words.games();
        let text = format!(
            "{} {}",
            games.summary(&rules.def),
            family_name(words, rules.def.family)
        );
        ChooserRow {
            id: rules.id().to_string(),
            name: squashed(&games.name(&rules.def)),
            words: text
                .split(|c: char| !c.is_alphanumeric())
                .map(squashed)
                .collect(),
        }
    }

    /// Does what was typed match: part of the name, or the start of a word of the
    /// summary or the family ("fort" finds Forty Thieves, not "for the deck")?
    fn matches(&self, query: &str) -> bool {
        let q = squashed(query);
        self.name.contains(&q) || self.words.iter().any(|w| w.starts_with(&q))
    }
}

/// The game being played goes to the front of the games played last.
fn note_game_played(session: Res<Session>, mut settings: ResMut<Settings>) {
    let id = session.game.rules().id();
    if settings.recent_games.first().map(String::as_str) == Some(id) {
        return;
    }
    let recent = &mut settings.recent_games;
    recent.retain(|g| g != id);
    recent.insert(0, id.to_string());
    recent.truncate(RECENT + 1);
}

fn open(mut query: ResMut<Typed>, settings: Res<Settings>, mut chooser: Builder) {
    query.0.clear();
    chooser.build(&settings, None);
}

/// What building the chooser takes, beside the player's settings.
#[derive(SystemParam)]
struct Builder<'w, 's> {
    commands: Commands<'w, 's>,
    fonts: Res<'w, Fonts>,
    stats: Res<'w, Stats>,
    session: Res<'w, Session>,
    pictures: ResMut<'w, Pictures>,
    images: ResMut<'w, Assets<Image>>,
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    ui_scale: Res<'w, UiScale>,
    lang: Res<'w, Lang>,
}

impl Builder<'_, '_> {
    /// Builds the chooser, with the rows' pictures where the window has room for them;
    /// the focus starts on the star of `starred` (just toggled) or on the game being
    /// played.
    fn build(&mut self, settings: &Settings, starred: Option<&str>) {
        let wide = self.window.width() / self.ui_scale.0 >= PICTURES_FROM;
        let mut shelf = Shelf {
            fonts: &self.fonts,
            settings,
            stats: &self.stats,
            words: &self.lang,
            pictures: wide.then_some((&mut *self.pictures, &mut *self.images)),
        };
        spawn(&mut self.commands, &mut shelf, &self.session, starred);
    }
}

/// What the rows are built from: the fonts, the player's settings and record, and
/// the pictures of the games' opening deals where the window has room for them.
struct Shelf<'a> {
    fonts: &'a Fonts,
    settings: &'a Settings,
    stats: &'a Stats,
    words: &'a Words,
    pictures: Option<(&'a mut Pictures, &'a mut Assets<Image>)>,
}

/// Builds the chooser (see `Builder::build`).
fn spawn(commands: &mut Commands, shelf: &mut Shelf, session: &Session, starred: Option<&str>) {
    let (fonts, settings, w) = (shelf.fonts, shelf.settings, shelf.words);
    let playing = session.game.rules().id().to_string();
    panel(commands, Overlay::Chooser, |p| {
        label(p, &fonts.bold, say!(w, "chooser-heading"), HEADING_SIZE);
        deal_choices(p, fonts, w);
        let q = label(p, &fonts.regular, say!(w, "chooser-type"), SMALL_SIZE);
        p.commands()
            .entity(q)
            .insert((QueryText, TextColor(TEXT_DIM)));
        // Favourites, then the games played last that are not among them.
        let favourites: Vec<&String> = settings
            .favourites
            .iter()
            .filter(|id| builtin(id).is_some())
            .collect();
        let recent: Vec<&String> = settings
            .recent_games
            .iter()
            .filter(|id| builtin(id).is_some() && !settings.favourites.contains(id))
            .take(RECENT)
            .collect();
        p.spawn((
            Node {
                flex_direction: FlexDirection::Column,
                width: percent(100),
                row_gap: px(4.0),
                ..default()
            },
            Shortcuts,
        ))
        .with_children(|top| {
            let headings = [
                (say!(w, "chooser-favourites"), &favourites),
                (say!(w, "chooser-played-last"), &recent),
            ];
            for (heading, ids) in headings {
                if ids.is_empty() {
                    continue;
                }
                label(top, &fonts.bold, heading, SMALL_SIZE);
                for id in ids.iter() {
                    let rules = builtin(id).expect("filtered to known games");
                    // The focus starts here on the game played, near the top.
                    let first = (starred.is_none() && **id == playing).then_some(Focus::Game);
                    game_row(top, shelf, &rules, None, first);
                }
            }
        });
        // Every game in the order their files give, under a heading for each family.
        let mut family = None;
        for rules in builtin_games() {
            if family != Some(rules.def.family) {
                family = Some(rules.def.family);
                let name = family_name(w, rules.def.family);
                let h = label(p, &fonts.bold, name, SMALL_SIZE);
                p.commands().entity(h).insert(Heading(rules.def.family));
            }
            let on_top = favourites.contains(&&playing) || recent.contains(&&playing);
            let first = match starred {
                Some(id) => (id == rules.id()).then_some(Focus::Star),
                None => (playing == rules.id() && !on_top).then_some(Focus::Game),
            };
            game_row(p, shelf, rules, Some(ChooserRow::of(w, rules)), first);
        }
        button(p, fonts, &say!(w, "dialog-close"), TEXT_SIZE, close);
    });
}

/// Which of a row's buttons the focus starts on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Focus {
    Game,
    Star,
}

/// "New deals:" any deal, winnable ones, a level; and the daily deals.
fn deal_choices(p: &mut ChildSpawnerCommands, fonts: &Fonts, w: &Words) {
    p.spawn(Node {
        align_items: AlignItems::Center,
        flex_wrap: FlexWrap::Wrap,
        row_gap: px(6.0),
        ..default()
    })
    .with_children(|row| {
        label(
            row,
            &fonts.regular,
            say!(w, "chooser-new-deals"),
            SMALL_SIZE,
        );
        for choice in DealChoice::ALL {
            let b = button(
                row,
                fonts,
                &choice.name(w),
                SMALL_SIZE,
                move |_: On<Pointer<Click>>, mut s: ResMut<Settings>| {
                    s.set_deals(choice);
                },
            );
            row.commands()
                .entity(b)
                .insert(choice)
                .entry::<Node>()
                .and_modify(|mut n| n.border = UiRect::all(px(2.0)));
        }
        let daily = button(
            row,
            fonts,
            &say!(w, "chooser-daily"),
            SMALL_SIZE,
            open_daily,
        );
        row.commands()
            .entity(daily)
            .entry::<Node>()
            .and_modify(|mut n| n.margin.left = px(16.0));
    });
}

fn open_daily(_: On<Pointer<Click>>, mut next: ResMut<NextState<Overlay>>) {
    next.set(Overlay::Daily);
}

/// One game: a picture of its opening deal, its button, its summary over the player's
/// record and the solver's win rate, and its star.
fn game_row(
    p: &mut ChildSpawnerCommands,
    shelf: &mut Shelf,
    rules: &Arc<Rules>,
    row: Option<ChooserRow>,
    focus: Option<Focus>,
) {
    let (fonts, settings, stats, w) = (shelf.fonts, shelf.settings, shelf.stats, shelf.words);
    let picture = shelf
        .pictures
        .as_mut()
        .and_then(|(pictures, images)| pictures.of(rules, settings, images));
    let id = rules.id().to_string();
    // The row spans the panel, so that on narrow windows the summary wraps instead of
    // running off it; the buttons share a width, so the summaries line up.
    let mut r = p.spawn(Node {
        align_items: AlignItems::Center,
        column_gap: px(12.0),
        row_gap: px(4.0),
        flex_wrap: FlexWrap::Wrap,
        width: percent(100),
        ..default()
    });
    if let Some(row) = row {
        r.insert(row);
    }
    r.with_children(|row| {
        if let Some(picture) = picture {
            row.spawn((
                ImageNode::new(picture),
                Node {
                    width: px(PICTURE.x),
                    height: px(PICTURE.y),
                    flex_shrink: 0.0,
                    ..default()
                },
                // (The row's button names the game: screen readers skip the picture.)
                Decorative,
            ))
            .observe(play(id.clone()));
        }
        let name = w.games().name(&rules.def);
        let b = button(row, fonts, &name, TEXT_SIZE, play(id.clone()));
        let mut e = row.commands();
        let mut e = e.entity(b);
        e.insert(PlayButton).entry::<Node>().and_modify(|mut n| {
            n.min_width = px(130.0);
            n.flex_shrink = 0.0;
        });
        if focus == Some(Focus::Game) {
            e.insert(FirstFocus);
        }
        // The words take the room the picture, button and star leave (a zero basis:
        // measured at a width of their own first, long translations wrapped into more
        // lines than their row was laid out for, and ran over the next row); where
        // that room is too narrow to read (large text, a long name), they go under.
        // Unrounded: the words are measured at the column's exact width, and a width
        // rounded down afterwards could wrap them into one line more than was measured,
        // over the line below.
        row.spawn((
            Node {
                flex_direction: FlexDirection::Column,
                flex_shrink: 1.0,
                flex_grow: 1.0,
                flex_basis: px(0.0),
                min_width: px(240.0),
                ..default()
            },
            LayoutConfig {
                use_rounding: false,
            },
        ))
        .with_children(|words| {
            label(
                words,
                &fonts.regular,
                w.games().summary(&rules.def),
                SMALL_SIZE,
            );
            let line = label(
                words,
                &fonts.regular,
                record_line(w, stats, rules),
                SMALL_SIZE,
            );
            words.commands().entity(line).insert(TextColor(TEXT_DIM));
        });
        let on = settings.favourites.contains(&id);
        let star = button(
            row,
            fonts,
            if on { "★" } else { "☆" },
            TEXT_SIZE,
            toggle_favourite,
        );
        let mut commands = row.commands();
        let mut e = commands.entity(star);
        e.insert(FavouriteStar(id.clone()))
            .entry::<Node>()
            .and_modify(|mut n| n.flex_shrink = 0.0);
        if focus == Some(Focus::Star) {
            e.insert(FirstFocus);
        }
    });
}

/// A click that plays `game`: on its row's button, or its picture.
fn play(
    game: String,
) -> impl Fn(On<Pointer<Click>>, MessageWriter<LeaveDeal>, ResMut<NextState<Overlay>>)
+ Send
+ Sync
+ 'static {
    move |_, mut w, mut next| {
        w.write(LeaveDeal(DealAsk::New(Some(game.clone()))));
        next.set(Overlay::None);
    }
}

/// "You: won 3 of 5 · Solver: 74% of deals won" (the solver's rate from its grades).
fn record_line(w: &Words, stats: &Stats, rules: &Rules) -> String {
    let g = stats.game(rules.id());
    let you = if g.played == 0 {
        say!(w, "chooser-not-played")
    } else {
        say!(w, "chooser-you-won", won = g.won, played = g.played)
    };
    match grades(rules.id()) {
        Some(graded) => say!(
            w,
            "chooser-solver-won",
            you = you,
            rate = graded.win_rate_said(w)
        ),
        None => you,
    }
}

/// A star's click: the game becomes a favourite, or stops being one, and the chooser
/// is built anew with the focus on that star.
fn toggle_favourite(
    click: On<Pointer<Click>>,
    stars: Query<&FavouriteStar>,
    roots: Query<(Entity, &DespawnOnExit<Overlay>)>,
    mut settings: ResMut<Settings>,
    mut chooser: Builder,
) {
    let Ok(FavouriteStar(id)) = stars.get(click.entity) else {
        return;
    };
    let id = id.clone();
    if settings.favourites.contains(&id) {
        settings.favourites.retain(|g| *g != id);
    } else {
        settings.favourites.push(id.clone());
    }
    for (root, on) in &roots {
        if on.0 == Overlay::Chooser {
            chooser.commands.entity(root).despawn();
        }
    }
    chooser.build(&settings, Some(&id));
}

/// Letters and digits typed while the chooser is open filter it; Backspace takes the
/// last one back.
fn type_query(
    overlay: Res<State<Overlay>>,
    mut typed: MessageReader<KeyboardInput>,
    mut query: ResMut<Typed>,
) {
    if *overlay.get() != Overlay::Chooser {
        typed.clear();
        return;
    }
    for key in typed.read().filter(|k| k.state.is_pressed()) {
        match &key.logical_key {
            _ if key.key_code == KeyCode::Backspace => {
                query.0.pop();
            }
            Key::Character(s) if s.chars().all(char::is_alphanumeric) => query.0.push_str(s),
            _ => {}
        }
    }
}

/// Shows the rows that match what was typed (and their families' headings), the
/// favourites and the games played last only when nothing is typed.
#[allow(clippy::type_complexity)]
fn filter_rows(
    query: Res<Typed>,
    mut rows: Query<(Entity, &ChooserRow, &mut Node), (Without<Heading>, Without<Shortcuts>)>,
    mut headings: Query<(&Heading, &mut Node), (Without<ChooserRow>, Without<Shortcuts>)>,
    mut shortcuts: Query<&mut Node, (With<Shortcuts>, Without<ChooserRow>, Without<Heading>)>,
    mut shown: Query<&mut Text, With<QueryText>>,
    lang: Res<Lang>,
    added: Query<(), Added<ChooserRow>>,
    children: Query<&Children>,
    buttons: Query<(), With<PlayButton>>,
    mut focus: ResMut<InputFocus>,
) {
    if !query.is_changed() && added.is_empty() {
        return;
    }
    let q = &query.0;
    let mut families = Vec::new();
    // The first game found: by its name first, then in the listing's order.
    let mut first: Option<((bool, u16), Entity)> = None;
    for (entity, row, mut node) in &mut rows {
        let show = row.matches(q);
        node.display = if show { Display::Flex } else { Display::None };
        if show && let Some(rules) = builtin(&row.id) {
            families.push(rules.def.family);
            let at = (!row.name.contains(&squashed(q)), rules.def.order);
            if first.is_none_or(|(o, _)| at < o) {
                first = Some((at, entity));
            }
        }
    }
    // Typing puts the focus on the first game found: Enter plays it.
    if !q.is_empty()
        && let Some((_, row)) = first
        && let Some(game) = children
            .get(row)
            .ok()
            .and_then(|c| c.iter().find(|&c| buttons.contains(c)))
    {
        focus.set(game, FocusCause::Navigated);
    }
    for (heading, mut node) in &mut headings {
        node.display = if families.contains(&heading.0) {
            Display::Flex
        } else {
            Display::None
        };
    }
    for mut node in &mut shortcuts {
        node.display = if q.is_empty() {
            Display::Flex
        } else {
            Display::None
        };
    }
    for mut text in &mut shown {
        text.0 = if q.is_empty() {
            say!(lang, "chooser-type")
        } else if families.is_empty() {
            say!(lang, "chooser-find-nothing", typed = q.clone())
        } else {
            say!(lang, "chooser-find", typed = q.clone())
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_matches_a_name_or_the_start_of_a_word() {
        let row = |id: &str| ChooserRow::of(&Words::english(), &builtin(id).unwrap());
        let forty = row("forty-thieves");
        assert!(forty.matches("fortyth") && forty.matches("FORTY") && forty.matches("decks"));
        assert!(!forty.matches("spider"));
        // Vegas Klondike's "for the deck" is no Forty Thieves.
        assert!(!row("vegas-klondike").matches("fort"));
        assert!(row("bakers-game").matches("free"), "by its family");
    }
}
