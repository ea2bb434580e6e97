//! The trait every patience implements, and the game-independent picture of a position.
//!
//! Solver and simulation are generic over [`Game`]: states are plain values (cloning is a
//! copy of fixed-size arrays), moves are small `Copy` values, and move generation writes into
//! a caller's buffer, so the hot loops neither allocate nor dispatch dynamically.

use crate::msg::Msg;
use cards::Card;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;
use std::hash::Hash;

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Playing,
    Won,
    /// Lost, with the reason told to the player.
    Lost(Lost),
}

/// Why a game is lost: a message of the game's catalog (`register_game!`) and its English,
/// fixed where the game decides it is lost, so that nothing reads the English to tell
/// one reason from another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lost {
    /// The message's id in the game's catalog; [`Msg::ENGLISH`] for a game without one.
    pub id: &'static str,
    /// The reason in English, as the English catalog writes it.
    pub en: &'static str,
}

impl Lost {
    pub const fn new(id: &'static str, en: &'static str) -> Lost {
        Lost { id, en }
    }

    /// A reason that no catalog has: told in English in every language.
    pub const fn english(en: &'static str) -> Lost {
        Lost::new(Msg::ENGLISH, en)
    }

    /// The reason as a message to the player.
    pub fn msg(self) -> Msg {
        Msg::new(self.id, self.en)
    }
}

impl std::fmt::Display for Lost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.en)
    }
}

impl Status {
    pub fn is_over(self) -> bool {
        !matches!(self, Status::Playing)
    }

    /// `playing`, `won` or `lost`: the word used in reports and JSON.
    pub fn word(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Won => "won",
            Status::Lost(_) => "lost",
        }
    }
}

/// A rule value that is out of range, with the key and what was expected (a message of the
/// game's or the engine's catalog).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("key `{key}`: expected {expected}")]
pub struct RuleValueError {
    pub key: String,
    pub expected: Msg,
}

impl RuleValueError {
    pub fn new(key: impl Into<String>, expected: impl Into<Msg>) -> Self {
        RuleValueError {
            key: key.into(),
            expected: expected.into(),
        }
    }

    /// `key` must be a whole number from `min` to `max`.
    pub fn range(key: impl Into<String>, min: u64, max: u64) -> Self {
        let en = format!("a whole number from {min} to {max}");
        let m = Msg::new("engine-expect-range", en)
            .arg("min", min)
            .arg("max", max);
        RuleValueError::new(key, m)
    }

    /// `key` must be an hour of the clock.
    pub fn hour(key: impl Into<String>) -> Self {
        RuleValueError::new(key, Msg::new("engine-expect-hour", "an hour from 1 to 12"))
    }

    /// The refusal as a message of the engine's catalog: the key and what was expected.
    pub fn msg(&self) -> Msg {
        Msg::new("engine-rule-value", self.to_string())
            .arg("key", self.key.as_str())
            .arg("expected", self.expected.clone())
    }
}

/// A reason a game refuses a move ([`Game::MoveError`]): its English is its `Display`, and
/// [`Refusal::told`] tells it as a message of the game's catalog for the player's language.
/// The default tells the English alone; [`crate::refusals!`] declares a refusal enum with a
/// message id for each reason.
pub trait Refusal: std::error::Error + Clone + Eq + Send + Sync + 'static {
    fn told(&self) -> Msg {
        Msg::english(self.to_string())
    }
}

/// Declares a game's refusals: an enum with a variant a reason, each with its message id in
/// the game's catalog and its English (a `thiserror` format that may name the variant's
/// fields), and the [`Refusal`] that tells each with every field as an argument of its
/// message (a field is a number or text). The game crate depends on `thiserror`.
///
/// ```ignore
/// engine::refusals! {
///     /// Why Clock refuses a move.
///     pub enum ClockError {
///         Ended => "clock-ended", "the fourth king has come up: the game is over",
///         SwapNotNow => "clock-swap-not-now", "a swap is only allowed when the fourth king comes up (Watch)",
///     }
/// }
/// ```
#[macro_export]
macro_rules! refusals {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[doc = $doc:literal])*
                $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? => $id:literal, $en:literal
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        $vis enum $name {
            $(
                $(#[doc = $doc])*
                #[error($en)]
                $variant $({ $($field : $ty),* })?,
            )*
        }

        impl $crate::Refusal for $name {
            fn told(&self) -> $crate::Msg {
                match self {
                    $(
                        $name::$variant $({ $($field),* })? => {
                            $crate::Msg::new($id, self.to_string())
                                $($( .arg(stringify!($field), $field.clone()) )*)?
                        }
                    )*
                }
            }
        }
    };
}

/// Why a move's text is not read as a move ([`Notation::parse_move`]): the notation's shapes
/// every game shares, and a refusal of the game's own (`E`, its [`Game::MoveError`]) for
/// what is read but cannot be, such as a pile nothing leaves.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError<E> {
    /// Not the shape of any move.
    #[error("`{}` is not a move: expected {expected}", crate::echo::echo(text))]
    NotAMove { text: String, expected: Msg },
    /// Not the shape of any move, told by the shapes a move has.
    #[error("expected {expected}")]
    Usage { expected: Msg },
    /// A word where a `kind` of pile or card was expected, e.g. a `"pile"` or a `"waste pile"`.
    #[error("`{}` is not a {kind}: expected {expected}", crate::echo::echo(text))]
    NotA {
        text: String,
        kind: &'static str,
        expected: Msg,
    },
    /// Read, and refused for the game's reason.
    #[error(transparent)]
    Refused(#[from] E),
}

impl<E: std::fmt::Display> ParseMoveError<E> {
    /// The refusal as a message, the game's own refusals told by `refused`
    /// ([`Refusal::told`]).
    pub fn msg(&self, refused: impl Fn(&E) -> Msg) -> Msg {
        let en = self.to_string();
        match self {
            ParseMoveError::NotAMove { text, expected } => Msg::new("engine-not-a-move", en)
                .arg("text", crate::echo::echo(text))
                .arg("expected", expected.clone()),
            ParseMoveError::Usage { expected } => {
                Msg::new("engine-usage", en).arg("expected", expected.clone())
            }
            ParseMoveError::NotA {
                text,
                kind,
                expected,
            } => {
                let kind_id = match *kind {
                    "pile" => "engine-kind-pile",
                    "waste pile" => "engine-kind-waste-pile",
                    "foundation" => "engine-kind-foundation",
                    "turned card" => "engine-kind-turned-card",
                    _ => Msg::ENGLISH,
                };
                Msg::new("engine-not-a", en)
                    .arg("text", crate::echo::echo(text))
                    .arg("kind", Msg::new(kind_id, *kind))
                    .arg("expected", expected.clone())
            }
            ParseMoveError::Refused(e) => refused(e),
        }
    }
}

/// A game's typed rules, read from the `[rules]` table of its TOML file.
///
/// Implementors derive `Deserialize` with `#[serde(deny_unknown_fields)]` and check value
/// ranges in [`GameRules::validate`].
pub trait GameRules: Serialize + DeserializeOwned + Clone + Debug + Send + Sync + 'static {
    fn validate(&self) -> Result<(), RuleValueError>;
}

/// One field of a deal file: its key and shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealField {
    /// `count` strings of `size` cards each, e.g. Big Ben's `tableau`.
    Piles {
        name: &'static str,
        count: usize,
        size: usize,
    },
    /// One string of `count` cards, e.g. a `stock`.
    Cards { name: &'static str, count: usize },
}

impl DealField {
    pub fn name(&self) -> &'static str {
        match self {
            DealField::Piles { name, .. } | DealField::Cards { name, .. } => name,
        }
    }

    pub fn card_count(&self) -> usize {
        match self {
            DealField::Piles { count, size, .. } => count * size,
            DealField::Cards { count, .. } => *count,
        }
    }
}

/// A patience: what every game must say, and all the engine needs to deal, play, undo and
/// solve it: its state, its moves, whether they are legal, and whether the game is won.
/// The rest is optional, each capability a trait of its own with defaults ([`Notation`],
/// [`Board`], [`Player`], [`Hidden`], [`Prose`]); [`Playable`] is all of them, what the
/// registry asks of a game.
///
/// The rules are passed to every method rather than stored, so a state is only the position.
pub trait Game: Clone + Eq + Hash + Debug + Send + Sync + 'static {
    type Rules: GameRules;
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// Why a move is refused: one variant a reason, with the data its message is made from
    /// where it is shown (`Display`, and [`Refusal::told`]).
    type MoveError: Refusal;

    /// Packs of 52 cards the game is played with (for `patience list`).
    const PACKS: usize;

    /// The cards that are shuffled for a deal, in the documented unshuffled order. Default:
    /// [`Game::PACKS`] packs in the standard order.
    fn pack(_rules: &Self::Rules) -> Vec<Card> {
        cards::standard_pack(Self::PACKS)
    }

    /// The fields of a deal file. Read in order, their cards are exactly the shuffled pack.
    fn deal_shape(rules: &Self::Rules) -> Vec<DealField>;

    /// The start position from the shuffled pack (in deal-file order, see [`Game::deal_shape`]).
    /// `seed` drives any later shuffle the rules call for (a redeal).
    fn start(rules: &Self::Rules, cards: &[Card], seed: u64) -> Self;

    /// Every legal move, appended to `out` (which the caller clears).
    fn legal_moves(&self, rules: &Self::Rules, out: &mut Vec<Self::Move>);

    /// Why `m` is not legal here, or `Ok` when it is.
    fn check(&self, rules: &Self::Rules, m: Self::Move) -> Result<(), Self::MoveError>;

    /// Plays a legal move.
    fn apply(&mut self, rules: &Self::Rules, m: Self::Move);

    fn status(&self, rules: &Self::Rules) -> Status;

    /// Every card of the position, wherever it lies (for checks that no card is lost).
    fn all_cards(&self, out: &mut Vec<Card>);
}

/// A game's move notation (`docs/interchange.md`): move lists, saves, the line mode.
/// A game composed of pile kinds has it from its piles (`impl engine::piles::PileGame`).
pub trait Notation: Game {
    /// Reads a move in the game's notation. Legality is [`Game::check`]'s job.
    fn parse_move(
        &self,
        rules: &Self::Rules,
        text: &str,
    ) -> Result<Self::Move, ParseMoveError<Self::MoveError>>;

    /// Writes a move in the game's notation; `parse_move` reads it back.
    fn format_move(&self, rules: &Self::Rules, m: Self::Move) -> String;

    /// Whether a move-list token is the first half of a two-token move (`swap pN`).
    fn takes_argument(_token: &str) -> bool {
        false
    }
}

/// The position as the boards draw it, and what a gesture on it asks for. A game composed
/// of pile kinds has it from its piles (`impl engine::piles::PileGame`).
pub trait Board: Game {
    /// The position as shown to the player: face-down and stock cards hidden.
    fn view(&self, rules: &Self::Rules) -> View;

    /// The move a drag from pile `from` to pile `to` asks for (indices into the piles of
    /// [`Board::view`]), legal or not: the board plays it, and [`Game::check`] says why it is
    /// refused. `None` when such a drag means nothing in this game. Every legal move must be
    /// some drag or some tap ([`Board::tap`]); `engine::laws::random_walk` checks it.
    fn drag(&self, _rules: &Self::Rules, _from: usize, _to: usize) -> Option<Self::Move> {
        None
    }

    /// The move a tap (a click, or the pile's key pressed twice) on pile `pile` asks for, as
    /// [`Board::drag`]: turning the stock, filling gaps. `None` when a tap on it means
    /// nothing; the board then sends the pile's card where a drag takes it.
    fn tap(&self, _rules: &Self::Rules, _pile: usize) -> Option<Self::Move> {
        None
    }
}

/// The default player (`stats`, hints, `auto`). Every method has a default: the first legal
/// move, and no move counted safe.
pub trait Player: Game {
    /// The simple default player used by `stats` and hints. It sees only what [`Board::view`]
    /// shows. `None` means it gives up (the game then counts as lost). Default: the first
    /// legal move.
    fn choose(&self, _rules: &Self::Rules, moves: &[Self::Move]) -> Option<Self::Move> {
        moves.first().copied()
    }

    /// Plays on to the end with the default player ([`Player::choose`]), at most `limit`
    /// moves; returns whether it won and how many moves were made. `moves` is scratch space.
    fn play_out(
        &mut self,
        rules: &Self::Rules,
        moves: &mut Vec<Self::Move>,
        limit: usize,
    ) -> (bool, usize) {
        play_out_default(self, rules, moves, limit)
    }

    /// Whether the default player wins the deal `cards` (in deal-file order), when the deal
    /// alone decides it and that is known without playing (a game without choices): the
    /// simulation asks before it deals and plays it out ([`Player::play_out`]), which it must
    /// agree with. `None`, the default: play it out to know.
    fn outcome(_rules: &Self::Rules, _cards: &[Card]) -> Option<bool> {
        None
    }

    /// A move that can never hurt (e.g. a card to a foundation whose suit has no other use).
    /// `auto` plays these. Default: none is.
    fn is_safe(&self, _rules: &Self::Rules, _m: Self::Move) -> bool {
        false
    }

    /// Why `m` is safe, told to the player when `auto` plays it; `None` when it is not.
    /// Default: [`Player::is_safe`], with a plain reason. A game that overrides this makes
    /// `is_safe` agree with it.
    fn why_safe(&self, rules: &Self::Rules, m: Self::Move) -> Option<Msg> {
        self.is_safe(rules, m)
            .then(|| Msg::new("engine-never-hurts", "it can never hurt"))
    }

    /// The expert's settings for this game where the user names none: the engine's
    /// [`crate::ExpertConfig::default`] unless measurements found better ones for the game
    /// (`docs/expert.md`). Hints and `stats --player expert` start from these.
    fn expert_settings(_rules: &Self::Rules) -> crate::ExpertConfig {
        crate::ExpertConfig::default()
    }
}

/// What a game hides from the player, for the expert's samples and for undo. Every method
/// has a default right for a game whose cards are all face up.
pub trait Hidden: Game {
    /// The position with what the player cannot know dealt again at random from `rng`: the
    /// unseen cards (a stock never turned, face-down cards) put back in a random order, and
    /// any later shuffle the rules call for drawn afresh. Everything the player has seen,
    /// and remembers, stays where it is. The expert player samples the unknown with it
    /// (`engine::expert`).
    ///
    /// The result must depend only on what the player knows and on `rng`, never on the
    /// hidden order itself (gather the hidden cards, sort them, then shuffle), so that a
    /// player using it cannot peek; `engine::laws::choices_ignore_hidden_by` checks it.
    /// `None` (the default) means nothing is hidden: the position is known as it is.
    fn redeal_hidden(&self, _rules: &Self::Rules, _rng: &mut cards::DealRng) -> Option<Self> {
        None
    }

    /// Whether playing `m` here shows the player a card it could not know before (a stock
    /// card turned, a face-down card taken in a swap). Undoing such a move would let the
    /// player choose again knowing that card, so a session marks the game assisted when it
    /// undoes one ([`crate::Session::undo`]). Default: no move reveals anything, right for a
    /// game without hidden cards. `engine::laws::reveals_what_the_view_shows` checks a
    /// game's answer against its view.
    fn reveals(&self, _rules: &Self::Rules, _m: Self::Move) -> bool {
        false
    }

    /// `sample` (a [`Hidden::redeal_hidden`] of `self`) with the next `k` hidden cards to be
    /// shown put back where they really are, the rest still dealt at random: the expert's
    /// diagnostic of what seeing `k` cards ahead is worth (`ExpertConfig::peek`), never a
    /// fair player's. Returns whether the game can do it; the default cannot.
    fn show_next(&self, _rules: &Self::Rules, _sample: &mut Self, _k: usize) -> bool {
        false
    }

    /// The rules as a player who remembers every card it has seen plays them: where the rules
    /// take cards the player has seen out of sight (the strict Sir Tommy rule squares up the
    /// waste piles), the same rules with those cards shown, and nothing else changed (the
    /// same legal moves, the same outcomes). The expert decides, and judges its candidates,
    /// under these: it remembers what it saw, and still never reads a card it has not seen.
    /// `None` (the default): the rules hide no card the player has seen.
    fn remembered_rules(_rules: &Self::Rules) -> Option<Self::Rules> {
        None
    }
}

/// The game's rules in prose, as messages of its catalog (`register_game!`). The default
/// says only that the keys of its rules file are the rules.
pub trait Prose: Game {
    /// The rules in prose, one message a paragraph, generated from `rules` so that a variant
    /// tells its own values ("piles of two"). `patience rules GAME --explain`, `help` and `?`
    /// show it above what each key means (from the comments of the game's rules file). The
    /// default says only that the keys are the rules: a game should tell its own.
    fn explain(_rules: &Self::Rules) -> Vec<Msg> {
        crate::explain::default_prose()
    }
}

/// A game with every capability, as the registry, sessions, the boards and the players ask
/// for it. Implemented for every type that has them all; a game writes an empty
/// `impl Hidden for MyGame {}` to take a capability's defaults.
pub trait Playable: Notation + Board + Player + Hidden + Prose {}

impl<G: Notation + Board + Player + Hidden + Prose> Playable for G {}

/// A gesture on the board, naming piles by their index in [`View::piles`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Gesture {
    Tap(usize),
    Drag { from: usize, to: usize },
}

impl Gesture {
    /// The pile the gesture starts from.
    pub fn source(self) -> usize {
        match self {
            Gesture::Tap(p) | Gesture::Drag { from: p, .. } => p,
        }
    }

    /// The move it asks for in position `g` (legal or not), `None` when it means nothing.
    pub fn move_in<G: Board>(self, g: &G, rules: &G::Rules) -> Option<G::Move> {
        match self {
            Gesture::Tap(p) => g.tap(rules, p),
            Gesture::Drag { from, to } => g.drag(rules, from, to),
        }
    }
}

/// Every gesture on `piles` piles that asks for a move in `g`, with the move: taps first,
/// then drags by source and target.
pub fn gestures<G: Board>(g: &G, rules: &G::Rules, piles: usize) -> Vec<(Gesture, G::Move)> {
    let taps = (0..piles).map(Gesture::Tap);
    let drags = (0..piles).flat_map(|from| {
        (0..piles)
            .filter(move |&to| to != from)
            .map(move |to| Gesture::Drag { from, to })
    });
    taps.chain(drags)
        .filter_map(|x| x.move_in(g, rules).map(|m| (x, m)))
        .collect()
}

/// How a card shows on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Face {
    Up(Card),
    /// Face down: nobody sees it.
    Down,
    /// Face up once but squared away under other cards (Sir Tommy's strict rule): the player
    /// has to remember it, so the board does not show it.
    Hidden,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum PileKind {
    Foundation,
    Tableau,
    Stock,
    Waste,
    Reserve,
}

/// How a pile is spread out on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Fan {
    /// Squared: only the top card shows (with a count).
    None,
    /// Fanned to the right, bottom card leftmost.
    Right,
    /// Fanned downward, bottom card uppermost.
    Down,
}

/// One pile as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PileView {
    /// What the board knows it by: its name in the move notation (`t3`, `f12`, `w`, `s`,
    /// `p5`) where [`PileView::notation`] says so, else an identifier of the game's own.
    pub id: String,
    /// Whether `id` is the pile's name in the move notation, which the board shows beside
    /// the caption. A pile the player never names in a move (Big Ben's and Sir Tommy's
    /// stock, drawn by a command) is shown by its caption alone: its `id` is no word of the
    /// player's language.
    #[serde(skip)]
    pub notation: bool,
    /// A short caption (`12`, `waste`, `K`).
    pub label: Msg,
    pub kind: PileKind,
    /// Bottom first.
    pub cards: Vec<Face>,
    /// Cell in the game's layout grid: column, row.
    pub at: (u8, u8),
    pub fan: Fan,
    /// Finished: takes no more cards.
    pub complete: bool,
    /// Shown when the pile is empty or as an aside, e.g. the card a foundation ends on.
    pub note: Option<Msg>,
}

/// The whole position as the player sees it, laid out on a grid of cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Columns and rows of the layout grid.
    pub grid: (u8, u8),
    pub piles: Vec<PileView>,
    /// Short facts for a status line: `stock 56`, `redeals left 1`.
    pub facts: Vec<Msg>,
}

/// The default player's playout, move by move through the trait (see [`Player::play_out`]).
pub fn play_out_default<G: Player>(
    g: &mut G,
    rules: &G::Rules,
    moves: &mut Vec<G::Move>,
    limit: usize,
) -> (bool, usize) {
    play_out_with(g, rules, moves, limit, |g, moves| g.choose(rules, moves))
}

/// Plays `g` on with `choose` (given the position and its legal moves) until the game is
/// over, `choose` has no move or `limit` moves are made: whether it was won, and the moves
/// made.
pub fn play_out_with<G: Game>(
    g: &mut G,
    rules: &G::Rules,
    moves: &mut Vec<G::Move>,
    limit: usize,
    mut choose: impl FnMut(&G, &[G::Move]) -> Option<G::Move>,
) -> (bool, usize) {
    let mut n = 0;
    loop {
        match g.status(rules) {
            Status::Won => return (true, n),
            Status::Lost(_) => return (false, n),
            Status::Playing if n >= limit => return (false, n),
            Status::Playing => {}
        }
        moves.clear();
        g.legal_moves(rules, moves);
        match choose(g, moves) {
            Some(m) => {
                g.apply(rules, m);
                n += 1;
            }
            None => return (false, n),
        }
    }
}
