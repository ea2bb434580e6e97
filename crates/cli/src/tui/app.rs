//! The board's state and what each key and click does to it, apart from any terminal, so a
//! test can drive it with events and look at the picture.

use crate::assist;
use crate::history::Outcome;
use crate::i18n::{self, t};
use crate::keep::{self, Keep, Setup};
use crate::save::{self, Save};
use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use engine::{Deal, DynSession, Gesture, GestureMove, PileKind, View};
use ratatui::layout::Rect;
use std::cell::Cell;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Keys given to the piles, in the game's pile order. Lower-case letters are left for the
/// actions and for vi movement; `H` is the hint. None of them may be one of [`ACTION_KEYS`].
pub const PILE_KEYS: &str = "1234567890ABCDEFGIJKLMNOPQRSTUVWXYZ";

/// Every character [`App::key`] acts on besides the piles' keys, on the board or on the
/// end-of-game box (whose other keys fall through to the board's): the cursor (`h j k l`),
/// pick (`m`), undo and redo (`u r`), the hint (`H`), the oracle (`o`), auto (`a`), the
/// stock (`space d t f`), new deal (`n`), the same deal (`g`), save (`s`), quit (`q`),
/// help (`?`). A pile key equal to one of them could never be pressed: a law test checks
/// every game and variant.
#[cfg_attr(
    not(test),
    expect(
        dead_code,
        reason = "the list the law test checks the pile keys against"
    )
)]
pub const ACTION_KEYS: &[char] = &[
    'h', 'j', 'k', 'l', 'm', 'u', 'r', 'H', 'o', 'a', ' ', 'd', 't', 'f', 'n', 'g', 's', 'q', '?',
];

/// The most moves `a` plays at once; far more than any game here has.
const AUTO_LIMIT: usize = 10_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Info,
    Good,
    Bad,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    /// The keys, then the game's rules, scrolled down by this many lines.
    Help(u16),
    /// Quit asked while a game is in progress; the text is a save error, if saving failed.
    Quit(Option<String>),
    /// A new deal asked while a game is in progress.
    NewDeal,
    /// A saved game of the deal on the board waits: resume it, or play the deal afresh
    /// (the save stays).
    Waiting,
    /// The game has ended.
    Over,
}

/// Time played: kept while the game is on, stopped when it ends.
#[derive(Clone, Copy, Debug)]
pub struct Timer {
    before: Duration,
    since: Option<Instant>,
    /// Tests freeze the clock so pictures do not depend on how fast they run.
    frozen: bool,
}

impl Timer {
    fn new(before: Duration, frozen: bool) -> Timer {
        Timer {
            before,
            since: (!frozen).then(Instant::now),
            frozen,
        }
    }

    pub fn elapsed(&self) -> Duration {
        self.before + self.since.map_or(Duration::ZERO, |s| s.elapsed())
    }

    fn stop(&mut self) {
        self.before = self.elapsed();
        self.since = None;
    }

    fn start(&mut self) {
        if self.since.is_none() && !self.frozen {
            self.since = Some(Instant::now());
        }
    }
}

pub struct App {
    pub(super) setup: Setup,
    pub(super) session: Box<dyn DynSession>,
    pub(super) view: View,
    /// What each tap and drag asks for now, as the game answers it.
    pub(super) gestures: Vec<GestureMove>,
    /// Index into `view.piles` of the pile under the cursor.
    pub(super) cursor: usize,
    /// The id of the pile picked as the source of a move.
    pub(super) picked: Option<String>,
    pub(super) message: Option<(String, Tone)>,
    pub(super) overlay: Overlay,
    pub(super) timer: Timer,
    /// Whether this game's end has been counted in the statistics.
    counted: bool,
    /// Where the game is saved after every move.
    pub(super) keep: Keep,
    /// The newest save of the deal on the board that waits, when the board offers it.
    pub(super) waiting: Option<(PathBuf, Save)>,
    quit: bool,
    /// Said on the normal screen after the board closes.
    pub farewell: Option<String>,
    /// The screen size at the last draw, for mouse clicks.
    pub(super) area: Cell<Rect>,
    /// Where new deal numbers come from.
    new_seed: fn() -> u64,
    frozen: bool,
    /// The oracle at work, with the moves made when it was asked (an answer for another
    /// position is not shown).
    thinking: Option<(engine::solve::Thinking, Vec<String>)>,
    /// The expert's hint asked for: its thinking mark is drawn once (2 → 1), then the
    /// hint is worked out (1 → 0) before the next draw.
    hint_asked: u8,
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App")
            .field("variant", &self.setup.variant)
            .field("moves", &self.session.history())
            .finish_non_exhaustive()
    }
}

impl App {
    pub fn new(setup: Setup, deal: Deal) -> App {
        let session = setup.session(deal);
        let mut app = App::with_session(setup, session, Duration::ZERO, false, Keep::default());
        app.offer_waiting();
        app
    }

    /// Shows `text` on the message line, after what is there.
    pub fn note(&mut self, text: String) {
        let text = match self.message.take() {
            Some((m, _)) => format!("{m}; {text}"),
            None => text,
        };
        self.say(text, Tone::Info);
    }

    /// When the deal on the board has a save waiting, offers to resume it; playing the deal
    /// afresh keeps that save (the new game is saved beside it).
    fn offer_waiting(&mut self) {
        let Ok(dir) = &self.setup.data else { return };
        let Some(l) = save::waiting(dir, &self.setup.variant, self.session.deal())
            .into_iter()
            .next()
        else {
            return;
        };
        if let Ok(s) = l.save {
            self.waiting = Some((l.path, s));
            self.overlay = Overlay::Waiting;
        }
    }

    /// Goes on with the waiting save of this deal (the board's offer, `r`).
    fn resume_waiting(&mut self) {
        let Some((path, s)) = self.waiting.take() else {
            return;
        };
        match keep::restore(&*self.setup.game, &s) {
            Ok(session) => {
                let mut session = session;
                if self.setup.pure {
                    session.set_pure(true);
                }
                self.session = session;
                self.keep = Keep::resumed(path, &s);
                self.timer = Timer::new(Duration::from_millis(s.elapsed_ms), self.frozen);
                self.counted = s.counted;
                self.overlay = Overlay::None;
                self.refresh();
                self.say(self.welcome(), Tone::Info);
            }
            Err(e) => self.say(
                t!("file-left", path = path.display().to_string(), error = e),
                Tone::Bad,
            ),
        }
    }

    /// What a resumed game says first: which deal, and how far it went.
    fn welcome(&self) -> String {
        let deal = match self.session.deal().seed {
            Some(n) => t!("deal-number", seed = n.to_string()),
            None => t!("deal-from-the-file"),
        };
        let n = self.session.history().len();
        t!("welcome-back", deal = deal, moves = crate::board::moves(n))
    }

    /// The board of a resumed game: `session` was rebuilt from `s`, read from `path`, by
    /// [`keep::restore`].
    pub fn from_save(setup: Setup, session: Box<dyn DynSession>, s: &Save, path: PathBuf) -> App {
        let mut app = App::with_session(
            setup,
            session,
            Duration::from_millis(s.elapsed_ms),
            s.counted,
            Keep::resumed(path, s),
        );
        app.say(app.welcome(), Tone::Info);
        app
    }

    fn with_session(
        setup: Setup,
        session: Box<dyn DynSession>,
        elapsed: Duration,
        counted: bool,
        keep: Keep,
    ) -> App {
        let mut app = App {
            setup,
            session,
            view: View {
                grid: (1, 1),
                piles: Vec::new(),
                facts: Vec::new(),
            },
            gestures: Vec::new(),
            cursor: 0,
            picked: None,
            message: None,
            overlay: Overlay::None,
            timer: Timer::new(elapsed, false),
            counted,
            keep,
            waiting: None,
            quit: false,
            farewell: None,
            area: Cell::new(Rect::new(0, 0, 80, 24)),
            new_seed: crate::setup::fresh_seed,
            frozen: false,
            thinking: None,
            hint_asked: 0,
        };
        app.refresh();
        if app.session.status().is_over() {
            app.timer.stop();
            app.overlay = Overlay::Over;
        }
        app
    }

    /// Stops the clock and fixes new deal numbers, so a test's pictures are always the same.
    #[cfg(test)]
    pub fn freeze(&mut self, next_seed: fn() -> u64) {
        self.frozen = true;
        self.timer = Timer::new(self.timer.elapsed(), true);
        self.new_seed = next_seed;
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    pub fn elapsed(&self) -> Duration {
        self.timer.elapsed()
    }

    fn say(&mut self, text: impl Into<String>, tone: Tone) {
        let text = crate::glyphs::in_text(&text.into(), self.setup.ascii);
        self.message = Some((text, tone));
    }

    /// Re-reads the position after anything changed it.
    fn refresh(&mut self) {
        self.view = crate::glyphs::view(self.session.view(), self.setup.ascii);
        self.gestures = self.session.gestures();
        if self.cursor >= self.view.piles.len() {
            self.cursor = 0;
        }
        if let Some(p) = &self.picked
            && !self.view.piles.iter().any(|v| &v.id == p)
        {
            self.picked = None;
        }
    }

    /// After a move or undo: the game is saved while it is on, and its end is announced and
    /// counted once.
    fn changed(&mut self) {
        self.refresh();
        let status = self.session.status();
        if !status.is_over() {
            self.timer.start();
            if self.overlay == Overlay::Over {
                self.overlay = Overlay::None;
            }
            let told = self.keep.after_move(
                &self.setup,
                &*self.session,
                self.timer.elapsed(),
                self.counted,
            );
            match told {
                Some(Ok(m)) => self.note(m),
                Some(Err(e)) => self.say(e, Tone::Bad),
                None => {}
            }
            return;
        }
        self.timer.stop();
        self.picked = None;
        self.overlay = Overlay::Over;
        if self.counted {
            if let Some(n) = self.keep.discard(&self.setup, self.session.deal()) {
                self.say(n, Tone::Bad);
            }
            return;
        }
        self.counted = true;
        if let Some(outcome) = keep::outcome_of(status) {
            self.record(outcome);
        }
    }

    /// Records the game's end in the history and removes its save; a note for the player
    /// (an error, an import) is shown after it happened.
    fn record(&mut self, outcome: Outcome) {
        let notes = self
            .keep
            .ended(&self.setup, &*self.session, self.timer.elapsed(), outcome);
        if !notes.is_empty() {
            self.say(notes.join("; "), Tone::Bad);
        }
    }

    /// Whether leaving now would lose something: a game on with moves made.
    fn in_progress(&self) -> bool {
        keep::in_progress(&*self.session)
    }

    /// Saves the game, synced to disk; the message says where, or what went wrong.
    fn save(&mut self) -> Result<String, String> {
        self.keep.write(
            &self.setup,
            &*self.session,
            self.timer.elapsed(),
            self.counted,
        )
    }

    /// A new deal on the board: a game left in progress counts as given up.
    fn deal(&mut self, deal: Deal) {
        let given_up = self.in_progress() && !self.counted;
        if given_up {
            self.record(Outcome::GivenUp);
        }
        let note = self.message.take().filter(|_| given_up);
        self.session = self.setup.session(deal);
        self.keep = Keep::default();
        self.waiting = None;
        self.timer = Timer::new(Duration::ZERO, self.frozen);
        self.counted = false;
        self.picked = None;
        self.overlay = Overlay::None;
        self.message = None;
        self.refresh();
        let said = match self.session.deal().seed {
            Some(s) => t!("new-deal-number", seed = s.to_string()),
            None => t!("new-deal"),
        };
        self.say(said, Tone::Info);
        self.offer_waiting();
        if let Some((text, tone)) = note {
            self.say(text, tone);
        }
    }

    fn new_deal(&mut self) {
        let seed = (self.new_seed)();
        let d = self.setup.game.deal_from_seed(seed);
        self.deal(d);
    }

    fn same_deal(&mut self) {
        let d = self.session.deal().clone();
        self.deal(d);
        self.say(t!("same-deal"), Tone::Info);
    }

    /// The key shown for pile `i`.
    pub fn pile_key(i: usize) -> Option<char> {
        PILE_KEYS.chars().nth(i)
    }

    fn pile_by_key(&self, c: char) -> Option<usize> {
        PILE_KEYS
            .chars()
            .position(|k| k == c)
            .filter(|&i| i < self.view.piles.len())
    }

    pub fn handle(&mut self, event: Event) {
        match event {
            Event::Key(k) if k.kind != KeyEventKind::Release => self.key(k),
            Event::Mouse(m) => self.mouse(m),
            Event::Resize(w, h) => self.area.set(Rect::new(0, 0, w, h)),
            _ => {}
        }
    }

    fn key(&mut self, k: KeyEvent) {
        if k.modifiers.contains(KeyModifiers::CONTROL)
            && matches!(k.code, KeyCode::Char('c') | KeyCode::Char('q'))
        {
            return self.leave(false);
        }
        if self.thinking.is_some() && k.code == KeyCode::Esc {
            return self.cancel_thinking();
        }
        // While the board is hidden ("enlarge the terminal") no key acts unseen: `q` saves
        // and quits, as the screen says, and nothing else happens.
        if super::draw::too_small(self.area.get()) {
            if k.code == KeyCode::Char('q') {
                self.leave(false);
            }
            return;
        }
        if !self.overlay_key(k.code) {
            self.board_key(k.code);
        }
    }

    /// A key while a box is shown: what the box does with it. False when the key goes on to
    /// the board: with no box, and for the keys the end-of-game box passes on (`u q ?`).
    fn overlay_key(&mut self, code: KeyCode) -> bool {
        match self.overlay.clone() {
            Overlay::None => false,
            Overlay::Help(top) => {
                let last = super::draw::help_scroll_max(self, self.area.get());
                self.overlay = match code {
                    KeyCode::Down | KeyCode::Char('j') => Overlay::Help((top + 1).min(last)),
                    KeyCode::Up | KeyCode::Char('k') => Overlay::Help(top.saturating_sub(1)),
                    KeyCode::PageDown | KeyCode::Char(' ') => Overlay::Help((top + 10).min(last)),
                    KeyCode::PageUp => Overlay::Help(top.saturating_sub(10)),
                    _ => Overlay::None,
                };
                true
            }
            Overlay::Quit(err) => {
                match code {
                    KeyCode::Char('y' | 'Y' | 'q') | KeyCode::Enter => self.leave(err.is_some()),
                    _ => self.overlay = Overlay::None,
                }
                true
            }
            Overlay::NewDeal => {
                match code {
                    KeyCode::Char('y' | 'Y' | 'n') | KeyCode::Enter => self.new_deal(),
                    _ => self.overlay = Overlay::None,
                }
                true
            }
            Overlay::Waiting => {
                match code {
                    KeyCode::Char('r') => self.resume_waiting(),
                    _ => {
                        self.overlay = Overlay::None;
                        self.say(t!("fresh-game"), Tone::Info);
                    }
                }
                true
            }
            Overlay::Over => match code {
                KeyCode::Char('n') => {
                    self.new_deal();
                    true
                }
                KeyCode::Char('g') => {
                    self.same_deal();
                    true
                }
                KeyCode::Esc => {
                    self.overlay = Overlay::None;
                    true
                }
                KeyCode::Char('u' | 'q' | '?') => false,
                _ => true,
            },
        }
    }

    /// A key on the board: a pile's key, the cursor, or an action.
    fn board_key(&mut self, code: KeyCode) {
        match code {
            KeyCode::Char(c) if self.pile_by_key(c).is_some() => {
                let i = self.pile_by_key(c).unwrap_or(0);
                self.cursor = i;
                self.press(i);
            }
            KeyCode::Left | KeyCode::Char('h') => self.step(-1, 0),
            KeyCode::Right | KeyCode::Char('l') => self.step(1, 0),
            KeyCode::Up | KeyCode::Char('k') => self.step(0, -1),
            KeyCode::Down | KeyCode::Char('j') => self.step(0, 1),
            KeyCode::Enter => self.enter(),
            KeyCode::Char('m') => self.mark(),
            KeyCode::Esc => {
                self.picked = None;
                self.message = None;
            }
            KeyCode::Char('u') => self.undo(),
            KeyCode::Char('r') => self.redo(),
            KeyCode::Char('H') => self.ask_hint(),
            KeyCode::Char('o') => self.oracle_hint(),
            KeyCode::Char('a') => self.auto(),
            KeyCode::Char('d' | 't' | 'f' | ' ') => self.action(),
            KeyCode::Char('n') => {
                if self.in_progress() {
                    self.overlay = Overlay::NewDeal;
                } else {
                    self.new_deal();
                }
            }
            KeyCode::Char('s') => match self.save() {
                Ok(m) => self.say(m, Tone::Good),
                Err(e) => self.say(t!("not-saved", error = e), Tone::Bad),
            },
            KeyCode::Char('q') => {
                if self.in_progress() {
                    self.overlay = Overlay::Quit(None);
                } else {
                    self.leave(false);
                }
            }
            KeyCode::Char('?') | KeyCode::F(1) => self.overlay = Overlay::Help(0),
            _ => {}
        }
    }

    /// Enter: the move from the picked pile to the one under the cursor, or else the card
    /// under the cursor sent where it fits.
    fn enter(&mut self) {
        match self.picked_index() {
            Some(src) if src != self.cursor => {
                self.picked = None;
                self.gesture(Gesture::Drag {
                    from: src,
                    to: self.cursor,
                });
            }
            _ => {
                self.picked = None;
                self.send(self.cursor);
            }
        }
    }

    /// `m`: picks the pile under the cursor as a move's source, or puts it back.
    fn mark(&mut self) {
        let id = self.view.piles.get(self.cursor).map(|p| p.id.clone());
        if self.picked.is_some() && self.picked == id {
            self.picked = None;
            self.message = None;
        } else if id.is_some() {
            self.pick(self.cursor);
        }
    }

    /// `u`: takes the last move back, or says why not; the first undo that makes the game
    /// assisted says so.
    fn undo(&mut self) {
        self.picked = None;
        let was = self.session.assisted();
        match self.session.undo() {
            Ok(_) => {
                self.message = None;
                self.changed();
                if !was && self.session.assisted() {
                    self.say(t!("undo-assisted-now"), Tone::Info);
                }
            }
            Err(e) => self.say(i18n::told(&e.msg()), Tone::Bad),
        }
    }

    /// `r`: plays again the move taken back last, or says there is none.
    fn redo(&mut self) {
        self.picked = None;
        if self.session.redo() {
            self.message = None;
            self.changed();
        } else {
            self.say(t!("nothing-to-redo"), Tone::Bad);
        }
    }

    /// `a`: plays what is forced or sure not to hurt, and says what in one line.
    fn auto(&mut self) {
        self.picked = None;
        let played = self.session.auto_told(AUTO_LIMIT);
        self.say(assist::auto_told(&played, self.setup.ascii), Tone::Info);
        if !played.is_empty() {
            self.changed();
        }
    }

    /// Leaves the board, saving a game in progress. When saving fails the board stays and
    /// says so; leaving `anyway` then keeps the last good save as it was, or, when the game
    /// was never saved, counts it as given up.
    pub(super) fn leave(&mut self, anyway: bool) {
        if self.in_progress() {
            match self.save() {
                Ok(m) => self.farewell = Some(m),
                Err(e) if !anyway => {
                    self.overlay = Overlay::Quit(Some(t!("not-saved", error = e)));
                    return;
                }
                Err(e) => {
                    self.farewell = Some(match self.keep.good() {
                        Some(_) => t!("not-saved", error = e),
                        None if self.counted => t!("not-saved", error = e),
                        None => {
                            let notes = self.keep.ended(
                                &self.setup,
                                &*self.session,
                                self.timer.elapsed(),
                                Outcome::GivenUp,
                            );
                            std::iter::once(t!("not-saved-given-up", error = e))
                                .chain(notes)
                                .collect::<Vec<_>>()
                                .join("; ")
                        }
                    })
                }
            }
        }
        self.quit = true;
    }

    fn mouse(&mut self, m: MouseEvent) {
        if m.kind != MouseEventKind::Down(MouseButton::Left)
            || super::draw::too_small(self.area.get())
        {
            return;
        }
        if self.overlay != Overlay::None {
            if matches!(self.overlay, Overlay::Help(_)) {
                self.overlay = Overlay::None;
            }
            return;
        }
        let area = self.area.get();
        let hit = super::draw::pile_rects(&self.view, area, self.board_area(area))
            .into_iter()
            .position(|r| r.is_some_and(|r| r.contains((m.column, m.row).into())));
        match hit {
            Some(i) => {
                self.cursor = i;
                self.press(i);
            }
            None => {
                self.picked = None;
            }
        }
    }

    /// The index of the picked pile.
    fn picked_index(&self) -> Option<usize> {
        let id = self.picked.as_ref()?;
        self.view.piles.iter().position(|p| &p.id == id)
    }

    /// What gesture `g` asks for now, if anything.
    fn asks(&self, g: Gesture) -> Option<&GestureMove> {
        self.gestures.iter().find(|x| x.gesture == g)
    }

    /// Whether some drag starts from pile `i`.
    fn drags_from(&self, i: usize) -> bool {
        self.gestures
            .iter()
            .any(|x| matches!(x.gesture, Gesture::Drag { from, .. } if from == i))
    }

    /// A pile chosen by its key or a click: the source of a move, or its target. A pile no
    /// drag starts from is tapped at once (a stock turns).
    fn press(&mut self, i: usize) {
        match self.picked_index() {
            Some(src) if src == i => {
                self.picked = None;
                self.send(i)
            }
            Some(src) => {
                self.picked = None;
                self.gesture(Gesture::Drag { from: src, to: i })
            }
            None if !self.drags_from(i) && self.asks(Gesture::Tap(i)).is_some() => {
                self.gesture(Gesture::Tap(i))
            }
            None if self.view.piles[i].cards.is_empty() => {
                self.say(t!("pile-empty", pile = self.pile_name(i)), Tone::Bad)
            }
            None => self.pick(i),
        }
    }

    /// Pile `i` as the player reads its name: in the move notation (`t3`), or by its
    /// caption where the notation has no name for it (a stock drawn by a command).
    fn pile_name(&self, i: usize) -> String {
        match self.view.piles.get(i) {
            Some(p) if p.notation => p.id.clone(),
            Some(p) => p.label.to_string(),
            None => "?".to_string(),
        }
    }

    fn pick(&mut self, i: usize) {
        self.say(t!("pile-picked", pile = self.pile_name(i)), Tone::Info);
        self.picked = self.view.piles.get(i).map(|p| p.id.clone());
    }

    /// Plays what gesture `g` asks for, or says why not.
    fn gesture(&mut self, g: Gesture) {
        match self.session.play_gesture(g) {
            Some(Ok(m)) => {
                self.say(t!("played", notation = m), Tone::Info);
                self.changed();
            }
            Some(Err(e)) => {
                let reason = i18n::refusal(&*e.reason);
                self.say(
                    t!("move-refused", notation = e.text, reason = reason),
                    Tone::Bad,
                )
            }
            None => {
                let name = |i: usize| self.pile_name(i);
                let text = match g {
                    Gesture::Tap(p) => t!("tap-does-nothing", pile = name(p)),
                    Gesture::Drag { from, to } => {
                        t!("drag-moves-nothing", from = name(from), to = name(to))
                    }
                };
                self.say(text, Tone::Bad);
            }
        }
    }

    /// Sends the card of pile `i` where it fits: the pile's tap when that is legal, else
    /// among the legal drags from it, a foundation first; else the tap, to hear why not.
    fn send(&mut self, i: usize) {
        if self.asks(Gesture::Tap(i)).is_some_and(|x| x.legal) {
            return self.gesture(Gesture::Tap(i));
        }
        let kind = |to: usize| self.view.piles.get(to).map(|p| p.kind);
        let drag = self
            .gestures
            .iter()
            .filter(|x| x.legal)
            .filter_map(|x| match x.gesture {
                Gesture::Drag { from, to } if from == i => Some((to, x.gesture)),
                _ => None,
            })
            .min_by_key(|&(to, _)| (kind(to) != Some(PileKind::Foundation), to));
        if let Some((_, g)) = drag {
            return self.gesture(g);
        }
        if self.asks(Gesture::Tap(i)).is_some() {
            return self.gesture(Gesture::Tap(i));
        }
        let id = self.pile_name(i);
        let text = match self.space_move() {
            Some(m) => t!("nothing-can-move-space", pile = id, notation = m),
            None => t!("nothing-can-move", pile = id),
        };
        self.say(text, Tone::Bad);
    }

    /// The pile space taps: the stock, or in a game without one its reserve (Clock's centre).
    pub(super) fn space_pile(&self) -> Option<usize> {
        [PileKind::Stock, PileKind::Reserve]
            .iter()
            .find_map(|&k| self.view.piles.iter().position(|p| p.kind == k))
    }

    /// The legal move space plays now, in notation.
    pub(super) fn space_move(&self) -> Option<&str> {
        let p = self.space_pile()?;
        self.asks(Gesture::Tap(p))
            .filter(|x| x.legal)
            .map(|x| x.text.as_str())
    }

    /// Space and its aliases: a tap on [`App::space_pile`].
    fn action(&mut self) {
        self.picked = None;
        match self.space_pile() {
            Some(p) => self.gesture(Gesture::Tap(p)),
            None => self.say(t!("no-stock"), Tone::Bad),
        }
    }

    /// Asks for the expert's hint: the board shows that it is thinking, and [`App::tick`]
    /// works the hint out once that has been drawn.
    fn ask_hint(&mut self) {
        self.hint_asked = 2;
        self.say(t!("hint-thinking"), Tone::Info);
    }

    /// The expert's hint, with the cursor on the pile its move starts from.
    fn hint(&mut self) {
        let (m, text) = assist::hint(&mut *self.session);
        if let Some(x) = m.and_then(|m| self.gestures.iter().find(|x| x.text == m)) {
            self.cursor = x.gesture.source();
        }
        self.say(text, Tone::Info);
    }

    /// Asks the solver for its move: it works on a thread of its own while the board is
    /// drawn ([`App::tick`] shows its answer), and Esc cancels it. Refused when the game is
    /// played pure.
    fn oracle_hint(&mut self) {
        if self.busy() {
            return self.say(t!("oracle-thinking"), Tone::Info);
        }
        match crate::oracle::start(&*self.session) {
            Ok(t) => {
                self.thinking = Some((t, self.session.history()));
                self.say(t!("oracle-thinking"), Tone::Info);
            }
            Err(why) => self.say(why, Tone::Bad),
        }
    }

    /// Whether the oracle is at work or a hint is asked for: the run loop then wakes often,
    /// to show the answer as soon as it comes.
    pub fn busy(&self) -> bool {
        self.thinking.is_some() || self.hint_asked > 0
    }

    /// Shows what became of the saves written after moves, and the oracle's answer once it
    /// has one (the run loop calls this before each draw). The answer marks the game
    /// assisted; an answer for a position the player has since left is not shown.
    pub fn tick(&mut self) {
        // What became of the saves written after moves.
        match self.keep.told() {
            Some(Ok(m)) => self.note(m),
            Some(Err(e)) => self.say(e, Tone::Bad),
            None => {}
        }
        match self.hint_asked {
            2 => self.hint_asked = 1,
            1 => {
                self.hint_asked = 0;
                self.hint();
            }
            _ => {}
        }
        let Some((t, asked_at)) = &mut self.thinking else {
            return;
        };
        let Some(a) = t.poll() else {
            return;
        };
        let (took, asked_at) = (t.elapsed().min(t.limit().time), std::mem::take(asked_at));
        self.thinking = None;
        if asked_at != self.session.history() {
            return self.say(t!("oracle-stale"), Tone::Info);
        }
        let (text, newly) = crate::oracle::answered(&mut *self.session, &a, took);
        self.say(text, Tone::Info);
        if newly {
            self.note(t!("oracle-assisted-now"));
        }
    }

    /// Stops the oracle: the game is not marked assisted, since nothing was shown.
    fn cancel_thinking(&mut self) {
        self.thinking = None;
        self.say(t!("oracle-cancelled"), Tone::Info);
    }

    /// Waits for the oracle's answer and shows it, as the run loop would in time.
    #[cfg(test)]
    pub fn settle(&mut self) {
        while self.busy() {
            std::thread::sleep(Duration::from_millis(5));
            self.tick();
        }
    }

    /// Moves the cursor to the nearest pile in direction (dx, dy) on the layout grid.
    fn step(&mut self, dx: i32, dy: i32) {
        let Some(here) = self.view.piles.get(self.cursor) else {
            return;
        };
        let (x0, y0) = (i32::from(here.at.0), i32::from(here.at.1));
        let best = self
            .view
            .piles
            .iter()
            .enumerate()
            .filter_map(|(i, p)| {
                let (x, y) = (i32::from(p.at.0) - x0, i32::from(p.at.1) - y0);
                let along = x * dx + y * dy;
                let across = (x * dy).abs() + (y * dx).abs();
                (along > 0).then_some((along + 2 * across, across, i))
            })
            .min();
        if let Some((_, _, i)) = best {
            self.cursor = i;
        }
    }
}
