//! The board driven by key and mouse events on a test backend: pictures of each game, and the
//! game states that key sequences reach, saving and resuming included.

use super::app::{App, Overlay};
use crate::args::GameArgs;
use crate::history;
use crate::keep::Setup;
use crate::save::{self, Save};
use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use engine::{Deal, Status};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::Path;

fn setup(name: &str, data: &Path) -> Setup {
    let env = crate::setup::Env::load().expect("catalog");
    let g = env
        .game(&GameArgs {
            game: name.into(),
            rules: None,
        })
        .expect("game");
    // The pictures must not depend on the machine: no colour, Unicode cards, files in `data`.
    Setup {
        data: Ok(data.to_path_buf()),
        colour: false,
        ascii: false,
        ..Setup::new(g)
    }
}

fn next_seed() -> u64 {
    77
}

/// The history's totals of `variant`.
fn summary(dir: &Path, variant: &str) -> history::Summary {
    history::load(dir)
        .unwrap()
        .summaries()
        .remove(variant)
        .unwrap_or_default()
}

fn read_save(path: &Path) -> Save {
    save::parse(&std::fs::read_to_string(path).expect("saved")).expect("a save")
}

fn seeded(seed: u64) -> Deal {
    Deal {
        seed: Some(seed),
        cards: Vec::new(),
    }
}

fn app_with(name: &str, deal: impl FnOnce(&Setup) -> Deal, data: &Path) -> App {
    let s = setup(name, data);
    let d = deal(&s);
    let mut a = App::new(s, d);
    a.freeze(next_seed);
    a
}

fn app(name: &str, seed: u64, data: &Path) -> App {
    app_with(name, |s| s.game.deal_from_seed(seed), data)
}

/// The screen as text, one line a row, trailing blanks cut.
fn screen(app: &App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| app.draw(f)).expect("draw");
    let buf = t.backend().buffer();
    let mut out = String::new();
    for y in 0..h {
        let mut line = String::new();
        for x in 0..w {
            line.push_str(buf[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn snap(name: &str, text: &str) {
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, text);
    });
}

/// A key pressed, and the saves it made written, as the run loop would see them.
fn key(app: &mut App, code: KeyCode) {
    app.handle(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    app.keep.settle();
}

fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

fn click(app: &mut App, column: u16, row: u16) {
    app.handle(Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }));
}

/// Where on an 80×24 screen the pile `id` is drawn: the first cell of its name.
fn find(text: &str, id: &str) -> (u16, u16) {
    for (y, line) in text.lines().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        let pat: Vec<char> = format!(" {id}").chars().collect();
        for x in 0..chars.len() {
            if chars[x..].starts_with(&pat) && chars.get(x + pat.len()).is_none_or(|c| *c == ' ') {
                return (x as u16 + 1, y as u16);
            }
        }
    }
    panic!("{id} not on the screen:\n{text}")
}

/// Clock's winnable deal: the pile of hour h holds the four cards of rank h+1, the centre the
/// aces, so turning runs K, A, 2 … Q, K through every card.
fn clock_win(_: &Setup) -> Deal {
    let ranks = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
    ];
    let text: Vec<String> = (0..13)
        .map(|h| {
            let r = ranks[(h + 1) % 13];
            format!("{r}C {r}D {r}H {r}S")
        })
        .collect();
    Deal {
        seed: None,
        cards: cards::parse_cards(&text.join(" ")).expect("cards"),
    }
}

#[test]
fn clock_boards() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    snap("clock_fresh_80x24", &screen(&a, 80, 24));
    snap("clock_fresh_160x50", &screen(&a, 160, 50));
    keys(&mut a, "          ");
    snap("clock_mid_80x24", &screen(&a, 80, 24));
    snap("clock_mid_160x50", &screen(&a, 160, 50));
}

#[test]
fn watch_board_with_the_swap_waiting() {
    let dir = tempfile::tempdir().unwrap();
    // Deal 1 of Watch: turn until the fourth king comes up and the swap is offered.
    let mut a = app("watch", 1, dir.path());
    snap("watch_fresh_80x24", &screen(&a, 80, 24));
    for _ in 0..60 {
        if a.session
            .legal_moves()
            .iter()
            .any(|m| m.starts_with("swap"))
        {
            break;
        }
        keys(&mut a, " ");
    }
    if a.session
        .legal_moves()
        .iter()
        .any(|m| m.starts_with("swap"))
    {
        snap("watch_swap_80x24", &screen(&a, 80, 24));
        // Enter on a pile with face-down cards (the centre aside: a tap there keeps the
        // king) swaps the king there.
        let legal = a.session.legal_moves();
        let i = a
            .view
            .piles
            .iter()
            .position(|p| p.id != "p13" && legal.contains(&format!("swap {}", p.id)))
            .expect("a pile to swap with");
        a.cursor = i;
        key(&mut a, KeyCode::Enter);
        let last = a.session.history().last().cloned().unwrap_or_default();
        assert_eq!(last, format!("swap {}", a.view.piles[i].id));
    }
}

#[test]
fn a_small_terminal_is_asked_to_grow() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    let text = screen(&a, 60, 20);
    snap("too_small_60x20", &text);
    assert!(text.contains("Enlarge the terminal to at least 80×24"));
    assert!(screen(&a, 79, 24).contains("Enlarge"));
    assert!(!screen(&a, 80, 24).contains("Enlarge"));
    // Clicks on the small screen do nothing rather than hit a pile drawn elsewhere.
    let _ = screen(&a, 60, 20);
    click(&mut a, 30, 10);
    assert!(a.picked.is_none());
    keys(&mut a, "q");
    assert!(a.should_quit());
}

#[test]
fn space_turns_u_undoes_r_redoes() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    keys(&mut a, " t");
    assert_eq!(a.session.history(), ["turn", "turn"]);
    keys(&mut a, "u");
    assert_eq!(a.session.history(), ["turn"]);
    assert_eq!(a.session.redo_list(), ["turn"]);
    keys(&mut a, "r");
    assert_eq!(a.session.history(), ["turn", "turn"]);
    keys(&mut a, "r");
    assert!(screen(&a, 80, 24).contains("nothing to redo"));
}

#[test]
fn a_refused_move_shows_the_games_reason() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("big-ben", 3, dir.path());
    // t1's key, then f5's: a drag the game refuses, with its reason.
    let key_of = |a: &App, id: &str| {
        let i = a.view.piles.iter().position(|p| p.id == id).unwrap();
        App::pile_key(i).unwrap()
    };
    let (t1, f5) = (key_of(&a, "t1"), key_of(&a, "f5"));
    keys(&mut a, &format!("{t1}{f5}"));
    assert!(a.session.history().is_empty());
    let text = screen(&a, 80, 24);
    assert!(text.contains("t1-f5 refused: "), "{text}");
    snap("big_ben_refused_80x24", &text);
}

#[test]
fn a_tap_plays_at_once_where_no_drag_starts() {
    let dir = tempfile::tempdir().unwrap();
    // In Clock every pile's key turns the next card: no card is ever dragged.
    let mut a = app("clock", 3, dir.path());
    keys(&mut a, "12");
    assert_eq!(a.session.history(), ["turn", "turn"]);
    assert!(a.picked.is_none());
    // Big Ben's stock draws (or fills) at a click; a tableau pile is picked instead.
    let mut a = app("big-ben", 3, dir.path());
    let stock = a.view.piles.iter().position(|p| p.id == "stock").unwrap();
    keys(&mut a, &App::pile_key(stock).unwrap().to_string());
    assert_eq!(a.session.history().len(), 1);
    let t1 = a.view.piles.iter().position(|p| p.id == "t1").unwrap();
    keys(&mut a, &App::pile_key(t1).unwrap().to_string());
    assert_eq!(a.picked.as_deref(), Some("t1"));
}

#[test]
fn the_mouse_picks_and_drops() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("big-ben", 3, dir.path());
    let text = screen(&a, 80, 24);
    let (x, y) = find(&text, "t4");
    click(&mut a, x, y);
    assert_eq!(a.picked.as_deref(), Some("t4"));
    let (x, y) = find(&text, "f5");
    click(&mut a, x, y);
    assert!(a.picked.is_none());
    assert!(screen(&a, 80, 24).contains("t4-f5"));
    // A click beside every pile drops a pick.
    let (x, y) = find(&text, "t4");
    click(&mut a, x, y);
    assert!(a.picked.is_some());
    click(&mut a, 0, 23);
    assert!(a.picked.is_none());
}

#[test]
fn arrows_and_vi_keys_move_the_cursor_between_piles() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    let id = |a: &App| a.view.piles[a.cursor].id.clone();
    assert_eq!(id(&a), "p1");
    key(&mut a, KeyCode::Right);
    assert_eq!(id(&a), "p2");
    keys(&mut a, "j");
    assert_eq!(id(&a), "p3");
    keys(&mut a, "hh");
    assert_eq!(id(&a), "p9");
    key(&mut a, KeyCode::Up);
    assert_eq!(id(&a), "p10");
    keys(&mut a, "l");
    assert_eq!(id(&a), "p11");
    keys(&mut a, "lj");
    assert_eq!(id(&a), "p13");
    assert!(screen(&a, 80, 24).contains(">C p13"));
}

#[test]
fn a_won_game_is_announced_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_with("clock", clock_win, dir.path());
    keys(&mut a, "a");
    assert_eq!(a.session.status(), Status::Won);
    assert_eq!(a.overlay, Overlay::Over);
    let text = screen(&a, 80, 24);
    snap("clock_won_80x24", &text);
    assert!(text.contains("Won!") && text.contains("52 moves"), "{text}");
    let r = summary(dir.path(), "clock");
    assert_eq!((r.played, r.won, r.current_streak), (1, 1, 1));
    assert_eq!(r.fewest_moves, Some(52));
    // Undo and win again: one game is counted once.
    keys(&mut a, "u");
    assert_eq!(a.overlay, Overlay::None);
    keys(&mut a, " ");
    assert_eq!(summary(dir.path(), "clock").played, 1);
    // The same deal again starts afresh and counts anew.
    keys(&mut a, "g");
    assert!(a.session.history().is_empty());
    assert_eq!(
        a.session.deal().cards,
        clock_win(&setup("clock", dir.path())).cards
    );
    keys(&mut a, "a");
    assert_eq!(summary(dir.path(), "clock").won, 2);
}

#[test]
fn a_lost_game_breaks_the_streak_and_n_deals_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    keys(&mut a, "a");
    assert!(matches!(a.session.status(), Status::Lost(_)));
    let text = screen(&a, 80, 24);
    assert!(text.contains("Lost: the fourth king"), "{text}");
    assert_eq!(summary(dir.path(), "clock").won, 0);
    keys(&mut a, "n");
    assert_eq!(a.session.deal().seed, Some(77));
    assert!(a.session.history().is_empty());
    // A finished game is not counted again as given up.
    assert_eq!(summary(dir.path(), "clock").played, 1);
}

#[test]
fn a_new_deal_mid_game_counts_the_old_one_as_given_up_and_removes_its_save() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    keys(&mut a, "  s");
    let path = save::path(dir.path(), "clock", &a.session.deal().clone());
    assert!(path.exists());
    keys(&mut a, "n");
    assert_eq!(a.overlay, Overlay::NewDeal);
    keys(&mut a, "y");
    assert_eq!(a.session.deal().seed, Some(77));
    let r = summary(dir.path(), "clock");
    assert_eq!((r.played, r.won, r.given_up), (1, 0, 1));
    assert!(!path.exists());
}

#[test]
fn keys_do_nothing_while_the_board_is_hidden() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    keys(&mut a, "  ");
    screen(&a, 40, 10);
    keys(&mut a, "uu ?");
    assert_eq!(a.session.history().len(), 2);
    assert_eq!(a.overlay, Overlay::None);
    // `q` saves and quits, as the small screen says.
    keys(&mut a, "q");
    assert!(a.should_quit());
    assert!(a.farewell.as_deref().unwrap_or("").contains("saved to"));
    assert_eq!(
        read_save(&save::path(dir.path(), "clock", &seeded(3)))
            .moves
            .len(),
        2
    );
}

#[test]
fn save_quit_and_resume_restore_the_exact_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("watch", 5, dir.path());
    keys(&mut a, "      uu");
    let (moves, redo, view) = (a.session.history(), a.session.redo_list(), a.view.clone());
    assert_eq!((moves.len(), redo.len()), (4, 2));
    keys(&mut a, "q");
    assert!(matches!(a.overlay, Overlay::Quit(None)));
    assert!(!a.should_quit());
    keys(&mut a, "y");
    assert!(a.should_quit());
    assert!(a.farewell.as_deref().unwrap_or("").contains("--resume"));

    let path = save::path(dir.path(), "watch", &seeded(5));
    let s = read_save(&path);
    assert_eq!(
        (s.moves.clone(), s.redo.clone()),
        (moves.clone(), redo.clone())
    );
    let setup = setup("watch", dir.path());
    let session = crate::keep::restore(&*setup.game, &s).expect("resumed");
    let mut b = App::from_save(setup, session, &s, path.clone());
    b.freeze(next_seed);
    assert_eq!(b.session.history(), moves);
    assert_eq!(b.session.redo_list(), redo);
    assert_eq!(b.view, view);
    keys(&mut b, "r");
    assert_eq!(b.session.history().len(), 5);
    keys(&mut b, "uu");
    assert_eq!(b.session.history().len(), 3);
    // The undos took back turned cards: the save says so, and the board too.
    assert!(s.assisted && b.session.assisted());
    let text = screen(&b, 80, 24);
    assert!(text.contains("· assisted"), "{text}");
}

#[test]
fn undo_past_a_turned_card_marks_the_board_assisted_or_is_refused_when_pure() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    keys(&mut a, " ");
    assert!(!screen(&a, 80, 24).contains("assisted"));
    keys(&mut a, "u");
    assert!(a.session.history().is_empty() && a.session.assisted());
    let text = screen(&a, 80, 24);
    assert!(text.contains("· assisted"), "{text}");
    assert!(text.contains("this game is now assisted"), "{text}");
    // A new deal is a fresh game, not assisted.
    keys(&mut a, "ny");
    assert!(!a.session.assisted());

    let mut pure = setup("clock", dir.path());
    pure.pure = true;
    let deal = pure.game.deal_from_seed(3);
    let mut b = App::new(pure, deal);
    b.freeze(next_seed);
    keys(&mut b, " u");
    assert_eq!(b.session.history(), ["turn"]);
    assert!(!b.session.assisted());
    let text = screen(&b, 80, 24);
    assert!(
        text.contains("undo would take back a turned card; this game is played pure"),
        "{text}"
    );
    // A new deal on the board is played pure too.
    keys(&mut b, "ny u");
    assert_eq!(b.session.history(), ["turn"]);
}

#[test]
fn s_saves_and_a_finished_game_removes_its_save() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_with("clock", clock_win, dir.path());
    // A save of another deal of the same game waits too.
    let mut other = app("clock", 9, dir.path());
    keys(&mut other, " s");
    let other_path = save::path(dir.path(), "clock", &seeded(9));
    assert!(other_path.exists());
    keys(&mut a, " s");
    let path = save::path(dir.path(), "clock", &a.session.deal().clone());
    assert!(screen(&a, 200, 24).contains("saved to"));
    assert_eq!(read_save(&path).moves, ["turn"]);
    keys(&mut a, "a");
    assert_eq!(a.session.status(), Status::Won);
    assert!(!path.exists());
    assert!(other_path.exists(), "the save of another deal is kept");
}

#[test]
fn a_corrupt_save_is_kept_and_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let path = save::path(dir.path(), "clock", &seeded(3));
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let bad = b"{\"format\": \"patience save\", \"version\": 1, \"game\": 3";
    std::fs::write(&path, bad).unwrap();
    assert!(save::list(dir.path())[0].save.is_err());
    // A game of that deal is saved beside the bad file, which keeps its bytes.
    let mut a = app("clock", 3, dir.path());
    keys(&mut a, " s");
    let text = screen(&a, 250, 24);
    assert!(text.contains("clock-seed-3-2.json"), "{text}");
    assert_eq!(std::fs::read(&path).unwrap(), bad);
    assert_eq!(
        read_save(&path.with_file_name("clock-seed-3-2.json")).moves,
        ["turn"]
    );
}

#[test]
fn every_move_is_saved_without_asking() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("watch", 5, dir.path());
    let path = save::path(dir.path(), "watch", &seeded(5));
    keys(&mut a, " ");
    assert_eq!(read_save(&path).moves, ["turn"]);
    keys(&mut a, "  u");
    let s = read_save(&path);
    assert_eq!((s.moves.len(), s.redo.len()), (2, 1));
    assert!(s.assisted, "the undo took back a turned card");
}

#[test]
fn a_deal_with_a_waiting_save_offers_it_and_a_fresh_game_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = app("clock", 3, dir.path());
    keys(&mut first, "  ");
    let path = save::path(dir.path(), "clock", &seeded(3));
    let kept = std::fs::read(&path).unwrap();
    // The same deal again: the board offers the save.
    let mut b = app("clock", 3, dir.path());
    assert_eq!(b.overlay, Overlay::Waiting);
    let text = screen(&b, 80, 24);
    assert!(
        text.contains("2 moves") && text.contains("r  resume it"),
        "{text}"
    );
    keys(&mut b, "r");
    assert_eq!(b.overlay, Overlay::None);
    assert_eq!(b.session.history(), ["turn", "turn"]);
    assert!(screen(&b, 80, 24).contains("welcome back to deal 3: 2 moves made"));
    keys(&mut b, " ");
    assert_eq!(read_save(&path).moves.len(), 3);
    // Declined, the deal is played afresh beside the save, and won, which leaves it alone.
    let kept_now = std::fs::read(&path).unwrap();
    assert_ne!(kept, kept_now);
    let mut c = app("clock", 3, dir.path());
    assert_eq!(c.overlay, Overlay::Waiting);
    keys(&mut c, "x");
    assert_eq!(c.overlay, Overlay::None);
    assert!(c.session.history().is_empty());
    keys(&mut c, " ");
    assert!(path.with_file_name("clock-seed-3-2.json").exists());
    keys(&mut c, "a");
    assert!(c.session.status().is_over());
    assert!(!path.with_file_name("clock-seed-3-2.json").exists());
    assert_eq!(std::fs::read(&path).unwrap(), kept_now);
}

#[test]
fn help_and_quit_boxes() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    keys(&mut a, "?");
    snap("help_80x24", &screen(&a, 80, 24));
    // The keys come first, then the rules: scrolled to the end, the box shows the last of
    // them, what each key means.
    keys(&mut a, "   ");
    let end = screen(&a, 80, 24);
    assert!(
        end.contains("What each key means") && end.contains("swaps = 0"),
        "{end}"
    );
    snap("help_80x24_scrolled_to_the_end", &end);
    let Overlay::Help(last) = a.overlay else {
        panic!("the box closed: {:?}", a.overlay)
    };
    assert!(last > 0);
    keys(&mut a, "j");
    assert_eq!(a.overlay, Overlay::Help(last), "no scrolling past the end");
    keys(&mut a, "k");
    assert_eq!(a.overlay, Overlay::Help(last - 1));
    keys(&mut a, "x");
    assert_eq!(a.overlay, Overlay::None);
    // Nothing played yet: q leaves at once, with nothing to save.
    keys(&mut a, "q");
    assert!(a.should_quit());
    assert!(save::list(dir.path()).is_empty());
}

/// Plays `n` of the default player's hints by pressing keys, as a player following them
/// would: the action's key, or the source pile's key then the target's.
fn follow_hints(a: &mut App, n: usize) {
    for _ in 0..n {
        let Some(m) = a.session.hint() else { return };
        let before = a.session.history().len();
        if !m.contains('-') {
            let k = if m == "fill" { 'f' } else { ' ' };
            keys(a, &k.to_string());
        } else {
            let (src, dst) = m.split_once('-').unwrap_or_default();
            let key_of = |a: &App, id: &str| {
                a.view
                    .piles
                    .iter()
                    .position(|p| p.id == id)
                    .and_then(App::pile_key)
            };
            match (key_of(a, src), key_of(a, dst)) {
                (Some(s), Some(d)) => keys(a, &format!("{s}{d}")),
                // A target the notation names loosely (Sir Tommy's bare `f`): the source's
                // key twice sends the card where it fits.
                (Some(s), None) => keys(a, &format!("{s}{s}")),
                _ => panic!("hint {m} names no pile"),
            }
        }
        assert_eq!(a.session.history().len(), before + 1, "hint {m} not played");
    }
}

#[test]
fn big_ben_boards() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("big-ben", 3, dir.path());
    snap("big_ben_fresh_80x24", &screen(&a, 80, 24));
    snap("big_ben_fresh_160x50", &screen(&a, 160, 50));
    follow_hints(&mut a, 30);
    snap("big_ben_mid_80x24", &screen(&a, 80, 24));
    snap("big_ben_mid_160x50", &screen(&a, 160, 50));
}

#[test]
fn sir_tommy_boards() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("sir-tommy", 3, dir.path());
    snap("sir_tommy_fresh_80x24", &screen(&a, 80, 24));
    snap("sir_tommy_fresh_160x50", &screen(&a, 160, 50));
    follow_hints(&mut a, 60);
    snap("sir_tommy_mid_80x24", &screen(&a, 80, 24));
    snap("sir_tommy_mid_160x50", &screen(&a, 160, 50));
}

#[test]
fn grandfathers_clock_boards() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("grandfathers-clock", 3, dir.path());
    snap("grandfathers_clock_fresh_80x24", &screen(&a, 80, 24));
    snap("grandfathers_clock_fresh_160x50", &screen(&a, 160, 50));
    follow_hints(&mut a, 20);
    snap("grandfathers_clock_mid_80x24", &screen(&a, 80, 24));
    snap("grandfathers_clock_mid_160x50", &screen(&a, 160, 50));
}

#[test]
fn sir_tommy_strict_hides_the_buried_waste_cards() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("sir-tommy-strict", 3, dir.path());
    follow_hints(&mut a, 40);
    let text = screen(&a, 80, 24);
    snap("sir_tommy_strict_mid_80x24", &text);
    assert!(text.contains("░░"), "{text}");
}

#[test]
fn the_board_in_ascii_mode_has_no_other_characters() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["big-ben", "sir-tommy-strict", "watch"] {
        let mut s = setup(name, dir.path());
        s.ascii = true;
        let d = s.game.deal_from_seed(4);
        let mut a = App::new(s, d);
        a.freeze(next_seed);
        keys(&mut a, "  ?");
        for (w, h) in [(160, 50), (80, 24), (40, 10)] {
            let text = screen(&a, w, h);
            let odd: String = text.chars().filter(|c| !c.is_ascii()).collect();
            assert!(odd.is_empty(), "{name} {w}x{h}: {odd}\n{text}");
        }
    }
}

// ---- Long fans down: every card in sight is on the screen ----

/// Turns the stock of a Sir Tommy board and puts each turned card on w1 (an ace, which may
/// not go there, on a foundation) until w1 holds `n` cards or the stock runs out, by keys.
fn heap_on_w1(a: &mut App, n: usize) {
    let at = |a: &App, id: &str| a.view.piles.iter().position(|p| p.id == id).unwrap();
    let key_of = |a: &App, id: &str| App::pile_key(at(a, id)).unwrap().to_string();
    let (stock, s, w1) = (key_of(a, "stock"), key_of(a, "s"), key_of(a, "w1"));
    while a.view.piles[at(a, "w1")].cards.len() < n
        && !a.view.piles[at(a, "stock")].cards.is_empty()
    {
        keys(a, &stock);
        let turned = a.view.piles[at(a, "s")].cards.last().copied();
        let Some(engine::Face::Up(c)) = turned else {
            panic!("nothing turned: {turned:?}")
        };
        if c.rank() == cards::Rank::ACE {
            keys(a, &format!("{s}{s}"));
        } else {
            keys(a, &format!("{s}{w1}"));
        }
        assert!(a.view.piles[at(a, "s")].cards.is_empty(), "{c} not placed");
    }
}

/// The cards of pile `id` the view shows face up, as the board writes them.
fn shown(a: &App, id: &str) -> Vec<String> {
    let p = a.view.piles.iter().find(|p| p.id == id).unwrap();
    p.cards
        .iter()
        .filter_map(|f| match f {
            engine::Face::Up(c) => Some(crate::glyphs::card(*c, false)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_long_sir_tommy_waste_pile_shows_every_card_at_80x24() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("sir-tommy", 3, dir.path());
    heap_on_w1(&mut a, 30);
    let w1 = shown(&a, "w1");
    assert_eq!(w1.len(), 30);
    let text = screen(&a, 80, 24);
    snap("sir_tommy_long_waste_80x24", &text);
    // No card gives way to a count, and each card of w1 is on the screen (no card's text is
    // part of another's, and every card is in the pack once).
    assert!(!text.contains('+'), "{text}");
    for c in &w1 {
        assert_eq!(text.matches(c.as_str()).count(), 1, "{c} of w1:\n{text}");
    }

    // Every card but the aces on one pile, the most the rules let it hold: still every one.
    heap_on_w1(&mut a, 52);
    key(&mut a, KeyCode::Esc);
    let w1 = shown(&a, "w1");
    assert_eq!(w1.len(), 48);
    let text = screen(&a, 80, 24);
    snap("sir_tommy_all_but_aces_on_w1_80x24", &text);
    assert!(!text.contains('+'), "{text}");
    for c in &w1 {
        assert_eq!(text.matches(c.as_str()).count(), 1, "{c} of w1:\n{text}");
    }
    // At 160×50 they stand in fewer columns, and all show too.
    let big = screen(&a, 160, 50);
    for c in &w1 {
        assert_eq!(big.matches(c.as_str()).count(), 1, "{c} of w1:\n{big}");
    }
}

#[test]
fn a_long_strict_waste_pile_hides_the_buried_cards_and_shows_the_top() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("sir-tommy-strict", 3, dir.path());
    heap_on_w1(&mut a, 30);
    let text = screen(&a, 80, 24);
    snap("sir_tommy_strict_long_waste_80x24", &text);
    let w1 = shown(&a, "w1");
    assert_eq!(w1.len(), 1, "only the top is in sight");
    assert_eq!(text.matches(w1[0].as_str()).count(), 1, "{text}");
    // Each buried card keeps its square, so the player sees how deep the pile is.
    assert_eq!(text.matches('░').count(), 2 * 29, "{text}");
}

#[test]
fn a_fan_down_too_long_for_its_box_counts_the_hidden_cards_first() {
    use super::draw::{Paint, fan_down};
    use engine::Face;
    let paint = Paint {
        colour: false,
        ascii: false,
    };
    let text = |lines: Vec<ratatui::text::Line>| -> Vec<String> {
        lines.iter().map(|l| l.to_string()).collect()
    };
    let card = |s: &str| Face::Up(cards::parse_cards(s).unwrap()[0]);
    // Twenty hidden cards and a king cannot stand in a box 6 wide and 5 high as squares:
    // their count stands for them, and the king shows.
    let mut faces = vec![Face::Hidden; 20];
    faces.push(card("KH"));
    assert_eq!(text(fan_down(&faces, 6, 5, paint)), [" +20", " K♥"]);
    // In a box that holds them, they keep their squares, in columns read down.
    assert_eq!(
        text(fan_down(&faces[15..], 12, 3, paint)),
        [" ░░ ░░", " ░░ ░░", " ░░ K♥"]
    );
    // Cards in sight wrap into columns, closer together when they must.
    let up: Vec<Face> = ["2C", "TD", "3S", "4H", "5C"].map(card).to_vec();
    assert_eq!(text(fan_down(&up, 12, 2, paint)), [" 2♣  3♠ 5♣", " 10♦ 4♥"]);
    assert_eq!(text(fan_down(&up, 9, 2, paint)), ["2♣  3♠ 5♣", "10♦ 4♥"]);
    assert_eq!(text(fan_down(&up, 8, 2, paint)), [" 2♣ 3♠5♣", " 10♦4♥"]);
    assert_eq!(text(fan_down(&up, 7, 2, paint)), ["2♣ 3♠5♣", "10♦4♥"]);
    // Only when even the closest packing cannot hold them do the bottom ones give way, to a
    // count that keeps its distance from the cards.
    assert_eq!(text(fan_down(&up, 6, 2, paint)), [" +2 4♥", " 3♠ 5♣"]);
}

#[test]
fn the_oracle_key_answers_on_big_ben_and_marks_the_game_assisted() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("big-ben", 1, dir.path());
    // `O` is pile t12's key in Big Ben: it picks the pile, the oracle stays asleep.
    keys(&mut a, "O");
    assert!(!a.busy());
    key(&mut a, KeyCode::Esc);
    keys(&mut a, "o");
    assert!(a.busy());
    let text = screen(&a, 80, 24);
    assert!(text.contains("thinking… (Esc cancels)"), "{text}");
    assert!(!a.session.assisted(), "nothing is shown yet");
    a.settle();
    let (said, _) = a.message.clone().expect("an answer");
    assert!(said.starts_with("oracle: "), "{said}");
    assert!(!said.contains("thinking"), "{said}");
    assert!(a.session.assisted());
    assert!(said.contains("this game is now assisted"), "{said}");
    let text = screen(&a, 80, 24);
    assert!(text.contains("· assisted"), "{text}");
}

#[test]
fn the_hint_key_shows_that_the_expert_thinks_then_its_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("sir-tommy", 3, dir.path());
    keys(&mut a, "H");
    assert!(a.busy(), "the hint is worked out after a draw");
    let text = screen(&a, 80, 24);
    assert!(text.contains("hint: thinking…"), "{text}");
    a.settle();
    let (said, _) = a.message.clone().expect("an answer");
    assert!(
        said.starts_with("hint: ") && !said.contains("thinking"),
        "{said}"
    );
    assert!(
        !a.session.assisted(),
        "the expert sees no more than the player"
    );
}

#[test]
fn esc_cancels_the_oracle_and_the_game_stays_fair() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("big-ben", 1, dir.path());
    keys(&mut a, "o");
    assert!(a.busy());
    key(&mut a, KeyCode::Esc);
    assert!(!a.busy());
    a.settle();
    let text = screen(&a, 80, 24);
    assert!(text.contains("oracle: cancelled"), "{text}");
    assert!(!a.session.assisted());
}

#[test]
fn an_answer_for_a_position_left_since_is_not_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app("clock", 3, dir.path());
    keys(&mut a, "o ");
    assert_eq!(a.session.history(), ["turn"]);
    a.settle();
    let (said, _) = a.message.clone().expect("a message");
    assert!(said.contains("a position left since"), "{said}");
    assert!(!a.session.assisted());
}

#[test]
fn a_pure_board_refuses_the_oracle() {
    let dir = tempfile::tempdir().unwrap();
    let mut pure = setup("clock", dir.path());
    pure.pure = true;
    let deal = pure.game.deal_from_seed(3);
    let mut b = App::new(pure, deal);
    b.freeze(next_seed);
    keys(&mut b, "o");
    assert!(!b.busy());
    let text = screen(&b, 80, 24);
    assert!(
        text.contains("no oracle: this game is played pure"),
        "{text}"
    );
    assert!(!b.session.assisted());
}

/// Law: in every game and variant of the catalog, no pile's key is a key the board acts on
/// otherwise ([`super::app::ACTION_KEYS`]), and every pile has a key.
#[test]
fn no_pile_key_is_an_action_key_in_any_game() {
    let dir = tempfile::tempdir().unwrap();
    let env = crate::setup::Env::load().expect("catalog");
    let names: Vec<String> = env.catalog.iter().map(|r| r.name.to_string()).collect();
    assert!(names.len() >= 4, "{names:?}");
    for name in &names {
        let a = app(name, 1, dir.path());
        for (i, p) in a.view.piles.iter().enumerate() {
            let k = App::pile_key(i).unwrap_or_else(|| panic!("{name}: pile {} has no key", p.id));
            assert!(
                !super::app::ACTION_KEYS.contains(&k),
                "{name}: pile {}'s key {k:?} is an action key",
                p.id
            );
        }
    }
}

/// The list of action keys is complete: on a board, a character that is neither in it nor a
/// pile's key changes nothing.
#[test]
fn a_key_off_the_action_list_does_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["clock", "big-ben"] {
        let mut a = app(name, 3, dir.path());
        let piles = a.view.piles.len();
        let pile_keys: Vec<char> = (0..piles).filter_map(App::pile_key).collect();
        let before = screen(&a, 80, 24);
        for c in '!'..='~' {
            if super::app::ACTION_KEYS.contains(&c) || pile_keys.contains(&c) {
                continue;
            }
            keys(&mut a, &c.to_string());
            assert!(!a.busy(), "{name}: {c:?}");
            assert_eq!(a.overlay, Overlay::None, "{name}: {c:?}");
            assert_eq!(
                screen(&a, 80, 24),
                before,
                "{name}: {c:?} changed the board"
            );
        }
    }
}

// ---- Languages ----

/// The board says what it says in the language of the run: the title, the key bar, the help
/// box and the end-of-game box; the piles' names and the moves stay as they are.
#[test]
fn the_board_speaks_german_and_spanish() {
    use crate::i18n::{Lang, with_lang};
    let dir = tempfile::tempdir().unwrap();
    with_lang(Lang::De, || {
        let mut a = app("big-ben", 4, dir.path());
        let board = screen(&a, 80, 24);
        assert!(board.contains("Spiel Nr. 4 · 0 Züge"), "{board}");
        assert!(board.contains("u zurück  r wieder"), "{board}");
        snap("big_ben_fresh_80x24_de", &board);
        keys(&mut a, "?");
        let help = screen(&a, 80, 24);
        assert!(help.contains("Tasten und Regeln"), "{help}");
        let mut c = app("clock", 1, dir.path());
        keys(&mut c, "a");
        let over = screen(&c, 80, 24);
        assert!(over.contains("Verloren"), "{over}");
        assert!(over.contains("n  neues Spiel"), "{over}");
    });
    with_lang(Lang::Es, || {
        let mut a = app("big-ben", 4, dir.path());
        let board = screen(&a, 80, 24);
        assert!(board.contains("mazo 56"), "{board}");
        snap("big_ben_fresh_80x24_es", &board);
        keys(&mut a, "?");
        let help = screen(&a, 80, 24);
        assert!(help.contains("Teclas y reglas"), "{help}");
        assert!(help.contains("Cada montón tiene una tecla"), "{help}");
        snap("help_80x24_es", &help);
    });
}

/// The words of a screen in the pseudo-language that bypass the catalogs: text a game or
/// the engine passes through (`‹…›`), and words outside the catalog's marks `⟦…⟧` that are
/// not the same in every language (cards, numbers, piles and moves in notation, the names of
/// keys, the frames of boxes).
fn bypassing(screen: &str) -> Vec<String> {
    const SAME: [&str; 22] = [
        "draw", "turn", "fill", "redeal", "swap", "stock", "s", "w", "f", "t", "p", "A", "J", "Q",
        "K", "Esc", "Enter", "Tab", "spc", "PgUp", "PgDn", "Ctrl",
    ];
    let same = |w: &str| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric() && !"♠♥♦♣".contains(c));
        w.is_empty()
            || w.chars().count() == 1
            || SAME.contains(&w)
            || w.parse::<cards::Card>().is_ok()
            || w.split(['-', '/', '…', '.']).all(|part| {
                part.is_empty()
                    || part.chars().any(|c| c.is_ascii_digit())
                    || SAME.contains(&part)
                    || part.parse::<cards::Card>().is_ok()
            })
    };
    let mut found = Vec::new();
    // The marks a line leaves open: a message the board wrapped goes on on the next line.
    let mut carried = 0usize;
    for line in screen.lines() {
        if line.contains('‹') {
            found.push(line.to_string());
            continue;
        }
        // A line that a box wrapped starts inside the marks of the line before: those the
        // line before left open, or as many as it closes before it opens one.
        let mut depth = carried;
        let (mut open, mut most) = (0i32, 0i32);
        for c in line.chars() {
            match c {
                '⟦' => open -= 1,
                '⟧' => open += 1,
                _ => {}
            }
            most = most.max(open);
        }
        depth = depth.max(most as usize);
        let mut outside = String::new();
        for c in line.chars() {
            match c {
                '⟦' => depth += 1,
                '⟧' => depth = depth.saturating_sub(1),
                c if depth == 0 => outside.push(c),
                _ => outside.push(' '),
            }
        }
        carried = depth;
        // A rule's key and value (`  swaps = 0`) are the notation of a rules file.
        let bare = outside
            .trim_matches(|c: char| c.is_whitespace() || ('\u{2500}'..='\u{257f}').contains(&c));
        if let Some((key, _)) = bare.split_once(" = ")
            && key.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        {
            continue;
        }
        let words =
            outside.split(|c: char| c.is_whitespace() || ('\u{2500}'..='\u{257f}').contains(&c));
        if !words.into_iter().all(same) {
            found.push(line.to_string());
        }
    }
    found
}

#[test]
fn the_finder_of_bypassing_words_finds_english_and_passes_notation() {
    assert!(bypassing("│ ⟦Stock⟧ 12 │ t3-f5 10♠ K♥ ⟦cut sh").is_empty());
    assert!(bypassing("wrapped⟧ 3 ⟦on⟧").is_empty());
    assert!(bypassing("│   pile_size = 3   │").is_empty());
    assert!(bypassing("⟦a message the board\nwrapped⟧ t1").is_empty());
    assert_eq!(bypassing("⟦a⟧ left"), ["⟦a⟧ left"]);
    assert!(bypassing("╭──⟦Keys⟧──╮\n│ u ⟦undo⟧ │ Esc").is_empty());
    assert_eq!(bypassing("│ t1 waste │"), ["│ t1 waste │"]);
    assert_eq!(bypassing("⟦a⟧ ‹lost›"), ["⟦a⟧ ‹lost›"]);
}

/// In the pseudo-language the board of every game and variant, its help box with the rules,
/// a refused move, a hint, `auto` and the end of a game say nothing that no catalog gives.
#[test]
fn every_board_takes_its_words_from_the_catalogs() {
    use crate::i18n::{Lang, with_lang};
    let dir = tempfile::tempdir().unwrap();
    let env = crate::setup::Env::load().expect("catalog");
    with_lang(Lang::Qps, || {
        for r in env.catalog.iter() {
            let mut a = app(&r.name, 3, dir.path());
            let board = screen(&a, 160, 50);
            let found = bypassing(&board);
            assert!(found.is_empty(), "{}: {found:#?}\n{board}", r.name);
            // Keys that pick piles and move cards (some moves are refused), undo, a hint,
            // `auto` to the end of the game where it gets there, and the help box.
            for k in ["12", "21", "13", "31", "aa", "u", "H", "a", "?"] {
                keys(&mut a, k);
                a.settle();
                for (w, h) in [(160, 50), (80, 24)] {
                    let after = screen(&a, w, h);
                    let found = bypassing(&after);
                    assert!(
                        found.is_empty(),
                        "{} after {k}: {found:#?}\n{after}",
                        r.name
                    );
                }
            }
        }
    });
}

/// In ASCII mode a German or Spanish board holds no other characters either.
#[test]
fn german_and_spanish_boards_in_ascii_mode_have_no_other_characters() {
    use crate::i18n::{Lang, with_lang};
    let dir = tempfile::tempdir().unwrap();
    for lang in [Lang::De, Lang::Es] {
        with_lang(lang, || {
            let mut s = setup("big-ben", dir.path());
            s.ascii = true;
            let d = s.game.deal_from_seed(4);
            let mut a = App::new(s, d);
            a.freeze(next_seed);
            for k in ["", "?", "\u{1b}q"] {
                keys(&mut a, k);
                let text = screen(&a, 80, 24);
                let odd: String = text.chars().filter(|c| !c.is_ascii()).collect();
                assert!(odd.is_empty(), "{lang:?} after {k:?}: {odd}\n{text}");
            }
        });
    }
}
