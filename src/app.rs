//! Building the app: the windowed game, and a headless one for tests (real picking and
//! input, no window and no GPU).

use crate::options::Options;
use crate::play::{Demo, Overlay, Session, Settings};
// Bevy's clock: std's on the desktop, web-time's in the browser (where std's panics).
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::WgpuSettings;
use bevy::window::{MonitorSelection, WindowMode, WindowResolution};
use bevy::winit::{UpdateMode, WinitPlugin, WinitSettings};
use solitaire_core::{Game, builtin};
use std::time::Duration;

/// The game's id on the desktop: the desktop entry's and the AppStream page's name
/// (packaging/), which the window carries too.
pub const APP_ID: &str = "io.github.solitaire_collection.Solitaire";

pub fn windowed(options: Options) -> App {
    let started = StartedAt(Instant::now());
    let (shelf, unkept) = crate::persist::player_shelf(options.data_dir.as_deref());
    let mut loaded = crate::persist::load(shelf.as_ref(), fresh(&options));
    loaded.notices.extend(unkept);
    let dir = kept_in(shelf, &options, &mut loaded);
    let fullscreen = options.fullscreen || loaded.settings.fullscreen;
    let (w, h) = opening_size(options.window, loaded.settings.window);
    let window = Window {
        title: "Solitaire".into(),
        // X11's WM_CLASS (Wayland's app id): docks and window lists match the window
        // with the desktop entry of the same name, and show its icon.
        name: Some(APP_ID.into()),
        resolution: WindowResolution::new(w, h),
        mode: if fullscreen {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        } else {
            WindowMode::Windowed
        },
        ..web_page()
    };
    crate::sound::quiet_alsa();
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .build()
            // Pointer input comes paced (see `input::PacedPointerInputPlugin`).
            .disable::<bevy::picking::input::PointerInputPlugin>()
            .set(WindowPlugin {
                primary_window: Some(window),
                ..default()
            })
            // Without a sound device, the game's own line says so (`sound::output`).
            .set(bevy::log::LogPlugin {
                filter: format!("{},bevy_audio=error", bevy::log::DEFAULT_FILTER),
                ..default()
            }),
    );
    // Idle tables cost nothing: frames come only on input or while cards move
    // (animation asks for redraws). A screenshot run needs frames regardless.
    app.insert_resource(if options.screenshot.is_some() {
        WinitSettings::continuous()
    } else {
        WinitSettings::desktop_app()
    });
    add_game(&mut app, &options, dir, loaded);
    app.insert_resource(started)
        .add_systems(Last, report_first_frame)
        .add_systems(Update, pace_frames);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(crate::web_hook::plugin);
    app
}

/// In the browser, the window is the page's canvas (index.html's `#table`), kept the
/// size of the page, with the browser's own handling of the keys and touches the game
/// uses turned off (no context menu, no scrolling or zooming by gesture).
fn web_page() -> Window {
    Window {
        canvas: cfg!(target_arch = "wasm32").then(|| "#table".to_string()),
        fit_canvas_to_parent: true,
        prevent_default_event_handling: true,
        ..default()
    }
}

/// How long a table with nothing moving waits for its next frame: while the demo plays,
/// the solver works on an answer the player waits for, or cards are due to go home by
/// themselves, a frame's length (the demo and the cards going home are paced by the
/// frame clock, watched or not, and the solver's answers, a hint within 100 ms, are
/// picked up on a frame); while the game clock runs, short enough that the HUD's time
/// shows every second (and the quiet look at whether the game can still be won is
/// picked up); otherwise long, and longer still in the background.
const BUSY_WAIT: Duration = Duration::from_millis(16);
const CLOCK_WAIT: Duration = Duration::from_millis(500);
const IDLE_WAIT: Duration = Duration::from_secs(5);
const BACKGROUND_WAIT: Duration = Duration::from_secs(60);

/// Sets how often frames come when no input or animation asks for one (screenshot runs,
/// which draw every frame, are left alone).
fn pace_frames(
    session: Res<Session>,
    game_settings: Res<Settings>,
    demo: Res<Demo>,
    searching: Res<crate::assist::Searching>,
    mut settings: ResMut<WinitSettings>,
) {
    if settings.focused_mode == UpdateMode::Continuous {
        return;
    }
    let (focused, unfocused) = if demo.active {
        (
            UpdateMode::reactive(BUSY_WAIT),
            UpdateMode::reactive(BUSY_WAIT),
        )
    } else if searching.any() || session.auto_pending(game_settings.auto_home) {
        (
            UpdateMode::reactive(BUSY_WAIT),
            UpdateMode::reactive_low_power(BUSY_WAIT),
        )
    } else {
        let wait = if session.clock_running() {
            CLOCK_WAIT
        } else {
            IDLE_WAIT
        };
        (
            UpdateMode::reactive(wait),
            UpdateMode::reactive_low_power(BACKGROUND_WAIT),
        )
    };
    if (settings.focused_mode, settings.unfocused_mode) != (focused, unfocused) {
        settings.focused_mode = focused;
        settings.unfocused_mode = unfocused;
    }
}

/// When the process started building the app, for the first-frame figure.
#[derive(Resource)]
struct StartedAt(Instant);

/// Logs once how long it took until a frame with the cards on it (bench/table.sh).
fn report_first_frame(
    started: Res<StartedAt>,
    cards: Res<crate::cards::CardEntities>,
    mut done: Local<bool>,
) {
    if !*done && !cards.by_id.is_empty() {
        *done = true;
        info!("first frame after {} ms", started.0.elapsed().as_millis());
    }
}

/// The window's size at start: the one asked for, else the one the player left it at
/// (unless the settings file holds an impossible one), else 1280×800.
pub fn opening_size(asked: Option<(u32, u32)>, remembered: Option<(u32, u32)>) -> (u32, u32) {
    asked
        .or(remembered.filter(|&size| crate::options::window_size_in_range(size)))
        .unwrap_or((1280, 800))
}

/// The whole game without a window system or renderer; call `update()` to step it.
/// It speaks English unless `options.lang` says otherwise, whatever the system's
/// language, so that tests read the same words on every machine.
pub fn headless(mut options: Options) -> App {
    options
        .lang
        .get_or_insert_with(|| solitaire_core::lang::ENGLISH.to_string());
    crate::sound::quiet_alsa();
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .build()
            .disable::<WinitPlugin>()
            .disable::<bevy::picking::input::PointerInputPlugin>()
            .disable::<bevy::log::LogPlugin>()
            .disable::<bevy::audio::AudioPlugin>()
            .set(RenderPlugin {
                render_creation: WgpuSettings {
                    backends: None,
                    ..default()
                }
                .into(),
                ..default()
            }),
    );
    // Tests keep their files to themselves: files only with an explicit directory.
    let shelf = options.data_dir.clone().map(crate::persist::Shelf::Folder);
    let mut loaded = crate::persist::load(shelf.as_ref(), fresh(&options));
    let dir = kept_in(shelf, &options, &mut loaded);
    add_game(&mut app, &options, dir, loaded);
    app.finish();
    app.cleanup();
    app
}

/// Where the run keeps its files: in `dir`, but for a game tried out from its file
/// (`--game FILE`), whose run saves nothing (the settings are read, and the player is
/// told), so that a game not shipped leaves no saved game or statistics behind.
fn kept_in(
    dir: Option<crate::persist::Shelf>,
    options: &Options,
    loaded: &mut crate::persist::Loaded,
) -> Option<crate::persist::Shelf> {
    let tried = options
        .game
        .as_deref()
        .and_then(solitaire_core::registry::tried::get);
    match tried {
        Some(rules) => {
            loaded.notices.push(crate::persist::FileNotice::TryingOut {
                game: Box::new(rules.def.clone()),
            });
            None
        }
        None => dir,
    }
}

/// A game named on the command line starts fresh; otherwise the last one resumes.
fn fresh(options: &Options) -> bool {
    options.game.is_some() || options.deal.is_some()
}

fn add_game(
    app: &mut App,
    options: &Options,
    data_dir: Option<crate::persist::Shelf>,
    mut loaded: crate::persist::Loaded,
) {
    if let Some(speed) = options.speed {
        loaded.settings.speed = speed;
    }
    let words =
        crate::play::chosen_language(options.lang.as_deref(), loaded.settings.language.as_deref());
    app.insert_resource(crate::play::Lang(words))
        .insert_resource(crate::play::LangFlag(options.lang.clone()));
    let session = match loaded.resumed.take() {
        Some((game, elapsed)) => {
            let mut session = Session::new(game);
            session.elapsed = elapsed;
            session
        }
        None => {
            let id = options.game.as_deref().unwrap_or("freecell");
            let rules = builtin(id).expect("the game id was checked when parsing options");
            let number = options
                .deal
                .unwrap_or_else(|| solitaire_core::policy::random_deal(rand::random()));
            Session::new(Game::new(rules, number).expect("the deal number was range-checked"))
        }
    };
    crate::persist::plugin(app, data_dir, loaded);
    // Bottom layer first (see the README's layer picture).
    app.insert_resource(session).add_plugins((
        bevy_tweening::TweeningPlugin,
        crate::play::plugin,
        crate::theme::plugin,
        crate::table::plugin,
        crate::cards::plugin,
        crate::input::plugin,
        crate::assist::plugin,
        crate::window::plugin,
        crate::sound::plugin,
        crate::access::plugin,
        crate::ui::plugin,
        crate::screenshot::plugin,
    ));
    if let Some(overlay) = options.open {
        // After start-up, once the card art (and its fonts) exist.
        app.add_systems(PostStartup, move |mut next: ResMut<NextState<Overlay>>| {
            next.set(overlay)
        });
    }
    if options.demo {
        app.world_mut().resource_mut::<Demo>().start();
    }
    if let Some(path) = &options.frame_log {
        crate::frames::plugin(app, path);
    }
    if let Some(path) = &options.screenshot {
        app.insert_resource(crate::screenshot::ScreenshotRequest::new(path.clone()));
    }
}
