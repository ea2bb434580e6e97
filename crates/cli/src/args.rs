//! The command line as clap reads it: one `Args` struct per subcommand. The commands take
//! these structs; nothing here does any work.

use crate::i18n::Lang;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// Patience (solitaire) games: Big Ben, Sir Tommy, Clock, Grandfather's Clock and their
/// variants.
///
/// Games and variants are named as `patience list` shows them. Rules come from the built-in
/// `rules/*.toml`; a `rules/` folder in the working directory (or the folder named by
/// PATIENCE_RULES) adds variants or overrides built-in ones without a rebuild.
#[derive(Debug, Parser)]
#[command(
    name = "patience",
    version,
    propagate_version = true,
    after_help = "Files:\n  \
    Saves (saves/) and your history (history.log) are kept in $PATIENCE_DATA, else in the\n  \
    platform's data folder (~/.local/share/patience on Linux, following $XDG_DATA_HOME).\n  \
    Rules files are read from ./rules and from the folder named by $PATIENCE_RULES."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// Cards and marks in ASCII (`10S`), as under a locale that is not UTF-8 or with
    /// PATIENCE_ASCII set.
    #[arg(long, global = true)]
    pub ascii: bool,
    /// The language of the board and of line mode. Without it: PATIENCE_LANG, then the
    /// locale (LC_ALL, LC_MESSAGES, LANG: `de_DE.UTF-8` is German); English when none of
    /// them names a language of the catalog.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<crate::i18n::Lang>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the games and variants.
    List,
    /// Print the effective rules of a game or variant as TOML, or in prose with --explain.
    Rules(RulesArgs),
    /// Print a deal as a deal file.
    Deal(DealArgs),
    /// Play a game.
    Play(PlayArgs),
    /// Play a move list on a deal and report the result.
    Replay(ReplayArgs),
    /// Decide a deal with perfect knowledge of the stock and print the winning line.
    Solve(SolveArgs),
    /// Play many deals with a computer player and report the win rate.
    Stats(StatsArgs),
    /// Show your record per game and variant: played, won, streaks, bests, recent games.
    History(HistoryArgs),
    /// List the saved games, newest first, with the command that resumes each.
    Saves,
    /// Print a shell completion script, e.g. `patience completions bash >
    /// ~/.local/share/bash-completion/completions/patience`.
    Completions(CompletionsArgs),
    /// Print the manual page (roff), e.g. `patience man > patience.1 && man ./patience.1`.
    Man,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    pub shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Only this game or variant.
    pub game: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Check history.log line by line: list the lines skipped as not records and why, and
    /// exit 1 if there are any (0 when every line is a record). The file is never changed.
    #[arg(long, conflicts_with_all = ["game", "json"])]
    pub check: bool,
}

/// Which game, under which rules.
#[derive(Debug, Args)]
pub struct GameArgs {
    /// The game or variant (see `patience list`); case-insensitive, aliases accepted.
    pub game: String,
    /// A rules file whose [rules] override the game's (see `patience rules GAME`).
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
}

/// Which deal: a deal number or a deal file.
#[derive(Debug, Args)]
#[group(required = false, multiple = false)]
pub struct DealChoice {
    /// The deal number: the same number gives the same deal everywhere.
    #[arg(long, value_name = "N", value_parser = Number::<u64>::any())]
    pub seed: Option<u64>,
    /// A deal file (as `patience deal` writes it).
    #[arg(long, value_name = "FILE")]
    pub deal: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct RulesArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Tell the rules in prose, made from their values, and what each key means.
    #[arg(long)]
    pub explain: bool,
}

#[derive(Debug, Args)]
pub struct DealArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The deal number.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = Number::<u64>::any())]
    pub seed: u64,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game or variant (see `patience list`); with --resume it may be left out, and the
    /// game saved last goes on. With --resume, --seed or --deal picks the saved deal.
    #[arg(required_unless_present = "resume")]
    pub game: Option<String>,
    /// A rules file whose [rules] override the game's (see `patience rules GAME`).
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    #[command(flatten)]
    pub deal: DealChoice,
    /// Line mode even on a terminal: the board as text, moves typed at a prompt.
    #[arg(long)]
    pub plain: bool,
    /// Continue the saved game instead of dealing a new one.
    #[arg(long)]
    pub resume: bool,
    /// With --resume: the save in FILE, as `patience saves` names it (when one deal has
    /// more than one game saved, --seed goes on with the newest).
    #[arg(long, value_name = "FILE", requires = "resume", conflicts_with_all = ["seed", "deal"])]
    pub save: Option<PathBuf>,
    /// Deal the first seed from a random start that the solver proves winnable (it looks
    /// at the stock to choose the deal, then plays no part). It gives up, saying so, after a
    /// minute (`$PATIENCE_WINNABLE_SECONDS` sets the limit) or a thousand deals.
    #[arg(long, conflicts_with_all = ["seed", "deal", "resume"])]
    pub winnable: bool,
    /// Play pure: refuse an undo that would take back a turned card, and the oracle's hint
    /// (without it, both are allowed and mark the game assisted). A game saved pure resumes
    /// pure.
    #[arg(long)]
    pub pure: bool,
}

impl PlayArgs {
    /// The game as the other commands take it, under the name given or `name`.
    pub fn game_args(&self, name: Option<String>) -> anyhow::Result<GameArgs> {
        let game = name
            .or_else(|| self.game.clone())
            .ok_or_else(|| anyhow::anyhow!("{}", crate::i18n::t!("play-name-a-game")))?;
        Ok(GameArgs {
            game,
            rules: self.rules.clone(),
        })
    }
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub deal: DealChoice,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// How hard the expert player works at each decision.
#[derive(Clone, Copy, Debug, Args)]
pub struct ExpertArgs {
    /// Expert: random deals of the unseen cards each candidate move is tried on (default: the
    /// game's, 32 unless `docs/expert.md` says otherwise; 256 in Sir Tommy).
    #[arg(long, value_name = "N", value_parser = Number::<u32>::new(1, 10_000))]
    pub samples: Option<u32>,
    /// Expert: positions the solver may search for one move on one sample, or where nothing
    /// is hidden (default 4,000).
    #[arg(long, value_name = "NODES", value_parser = Number::<u64>::from(1))]
    pub effort: Option<u64>,
    /// Expert: the most moves compared at one decision (default 10).
    #[arg(long, value_name = "N", value_parser = Number::<u16>::from(1))]
    pub candidates: Option<u16>,
    /// Expert: judge moves by the solver on each sample (it then sees the sampled stock)
    /// instead of by the simple player's playouts.
    #[arg(long)]
    pub by_solver: bool,
    /// Expert: check the sampled choice with the solver on the first N samples (20,000
    /// positions a move on each). When the solver proves it lost on at least half of them
    /// and another move wins on clearly more, that move is played (default 0: no check).
    #[arg(long, value_name = "N", value_parser = Number::<u32>::new(0, 10_000))]
    pub check: Option<u32>,
    /// Expert: how many standard errors another move must beat the simple player's choice by,
    /// on the same samples, to be played instead (default: the game's, 2; 0 in Sir Tommy).
    #[arg(long, value_name = "N", value_parser = Number::<u32>::new(0, 100))]
    pub gate: Option<u32>,
    /// Expert, with --by-solver: a sample the solver does not decide within its effort counts
    /// as lost, not half won.
    #[arg(long)]
    pub pessimistic: bool,
    /// Expert, as a diagnostic only: let it see the next N hidden cards as they really are
    /// (its play is then not fair; `stats` and `hint` only).
    #[arg(long, value_name = "N", value_parser = Number::<u32>::new(0, 104))]
    pub peek: Option<u32>,
    /// Expert: when another move is ahead of the simple player's choice but not clearly,
    /// play both out again on N fresh samples by a small expert instead of the simple player
    /// (default 0: never).
    #[arg(long, value_name = "N", value_parser = Number::<u32>::new(0, 10_000))]
    pub second_level: Option<u32>,
    /// Expert: on the first N samples, let the solver (at --effort positions) judge a move
    /// before its playout: a win it finds counts as won, a loss it proves as lost, and only a
    /// sample it leaves undecided is played out (default: the game's, 0: never; 8 in Big
    /// Ben and Sir Tommy).
    #[arg(long, value_name = "N", value_parser = Number::<u32>::new(0, 10_000))]
    pub solve_first: Option<u32>,
}

impl ExpertArgs {
    /// The expert's settings: the game's own (`d`) where no option is given.
    pub fn config(&self, d: engine::ExpertConfig) -> engine::ExpertConfig {
        engine::ExpertConfig {
            samples: self.samples.unwrap_or(d.samples),
            budget: self.effort.unwrap_or(d.budget),
            candidates: self.candidates.map_or(d.candidates, usize::from),
            playouts: d.playouts && !self.by_solver,
            check: self.check.unwrap_or(d.check),
            gate: self.gate.unwrap_or(d.gate),
            pessimistic: self.pessimistic,
            peek: self.peek.unwrap_or(d.peek),
            second_level: self.second_level.unwrap_or(d.second_level),
            solve_first: self.solve_first.unwrap_or(d.solve_first),
        }
    }
}

/// How hard the solver may work on one deal.
#[derive(Clone, Copy, Debug, Args)]
pub struct SearchArgs {
    /// Search at most this many positions a deal before answering `unknown`
    /// (default 20,000,000; 150,000,000 for Big Ben).
    #[arg(long, value_name = "NODES", value_parser = Number::<u64>::from(1))]
    pub budget: Option<u64>,
    /// Memory for the table of searched positions, in MiB, shared by all threads
    /// (default 768).
    #[arg(long, value_name = "MIB", value_parser = Number::<usize>::new(1, 1 << 30))]
    pub table_mib: Option<usize>,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub deal: DealChoice,
    /// The move list: a file, or `-` for standard input.
    #[arg(long, value_name = "FILE|-")]
    pub moves: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// `stats GAME …` plays deals; `stats merge FILES…` adds up the reports of shards. The
/// game is optional here only so that `merge` can stand in its place.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct StatsArgs {
    #[command(subcommand)]
    pub command: Option<StatsCommand>,
    /// The game or variant (see `patience list`); case-insensitive, aliases accepted.
    #[arg(required = true)]
    pub game: Option<String>,
    /// A rules file whose [rules] override the game's (see `patience rules GAME`).
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// How many deals to play (1 to 10^15). Ctrl-C stops early and prints the result so far.
    #[arg(long, value_name = "N", default_value_t = 1000,
          value_parser = Number::<u64>::new(1, MAX_DEALS))]
    pub deals: u64,
    /// The first deal number; deals FROM, FROM+1, … are played.
    #[arg(long = "from", value_name = "SEED", default_value_t = 0,
          value_parser = Number::<u64>::any())]
    pub from: u64,
    /// Who plays.
    #[arg(long, value_enum, default_value_t = Player::Default)]
    pub player: Player,
    #[command(flatten)]
    pub expert: ExpertArgs,
    /// Play only part I of N of the deals (1-based), so N machines can share a run;
    /// `patience stats merge` adds up their `--json` outputs.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Threads to play on (default: one per core).
    #[arg(long, value_name = "N", value_parser = Number::<u16>::new(1, 1024))]
    pub threads: Option<u16>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
pub enum StatsCommand {
    /// Add up the `stats --json` outputs of shards of one run.
    Merge(MergeArgs),
    /// Compare two players' runs over the same deals, deal by deal (exact McNemar test).
    Compare(CompareArgs),
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// A run's `stats --json` output (or its shards, one a line).
    #[arg(value_name = "FIRST")]
    pub first: PathBuf,
    /// The other run's, over the same deals.
    #[arg(value_name = "SECOND")]
    pub second: PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The JSON files written by `patience stats … --json`, or `-` for standard input.
    #[arg(required = true, value_name = "FILES")]
    pub files: Vec<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// A whole number option from `min` to `max`, read as clap's own parsers read it, but whose
/// error names the option, shows the value cut short and escaped ([`engine::echo`]) and
/// says the range, so a megabyte of digits or a control byte is never echoed back.
#[derive(Clone, Copy, Debug)]
pub struct Number<T> {
    min: u64,
    max: u64,
    of: std::marker::PhantomData<fn() -> T>,
}

impl<T: TryFrom<u64>> Number<T> {
    pub fn new(min: u64, max: u64) -> Self {
        Number {
            min,
            max,
            of: std::marker::PhantomData,
        }
    }

    /// From `min` to the largest value of `T`.
    pub fn from(min: u64) -> Self {
        Self::new(min, Self::type_max())
    }

    /// Any value of `T`.
    pub fn any() -> Self {
        Self::from(0)
    }

    fn type_max() -> u64 {
        // The largest u64 that fits `T`, found by halving (T is u16 to u64).
        let mut max = u64::MAX;
        while T::try_from(max).is_err() {
            max >>= 1;
        }
        max
    }
}

impl<T> clap::builder::TypedValueParser for Number<T>
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
{
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let option = arg.map_or_else(
            || "N".to_string(),
            |a| match a.get_long() {
                Some(l) => format!("--{l}"),
                None => a.get_id().to_string(),
            },
        );
        let text = value.to_string_lossy();
        let read = text
            .parse::<u64>()
            .ok()
            .filter(|n| (self.min..=self.max).contains(n))
            .and_then(|n| T::try_from(n).ok());
        read.ok_or_else(|| {
            let (value, min, max) = (engine::echo(&text), self.min, self.max);
            let mut e = clap::Error::raw(
                clap::error::ErrorKind::ValueValidation,
                format!("{option} `{value}`: expected a whole number from {min} to {max}\n"),
            )
            .with_cmd(cmd);
            // What was wrong, for `told_refusal` to tell in the player's language.
            e.insert(
                clap::error::ContextKind::Custom,
                clap::error::ContextValue::Strings(vec![
                    option,
                    value,
                    min.to_string(),
                    max.to_string(),
                ]),
            );
            e
        })
    }
}

/// Message `id` of the catalog in `lang`, with `args`, in ASCII letters when `ascii`.
fn say_with(lang: Lang, ascii: bool, id: &str, args: &[(&str, &str)]) -> String {
    let text = crate::i18n::message_with(lang, id, args);
    if ascii {
        crate::i18n::ascii_letters(&text)
    } else {
        text
    }
}

/// The command line as clap reads it, its help in `lang`: every command's summary and every
/// option's help from the catalog (in English the doc comments here, which the English
/// catalog repeats), and in German and Spanish also the headings, clap's own `--help` and
/// `--version`, and the words clap puts around defaults and possible values. The man page
/// and the shell completions are made from it.
pub fn command(lang: Lang, ascii: bool) -> clap::Command {
    let c = <Cli as clap::CommandFactory>::command();
    if matches!(lang, Lang::En | Lang::Qps) {
        return c;
    }
    let say = |id: &str| say_with(lang, ascii, id, &[]);
    let c = c
        .about(say("help-about"))
        .long_about(say("help-long-about"))
        .after_help(say("help-files"));
    let c = translate(c, "", &say);
    let mut c = headings(c, &say);
    c.build();
    let mut c = builtins(c, &say);
    usages(&mut c, &say("help-usage-options"));
    c
}

/// `c` and its commands with clap's `[OPTIONS]` in their usage lines in the catalog's word
/// (`options`); the rest of a usage line is the command's notation, the same in every
/// language. `c` is built, so each command's usage starts with the program's name.
fn usages(c: &mut clap::Command, options: &str) {
    let usage = c.render_usage().to_string();
    // clap's usage starts with its heading; the rest is the command's notation.
    let rest = usage.split_once(' ').map_or("", |(_, r)| r);
    if rest.contains("[OPTIONS]") {
        let told = rest.replace("[OPTIONS]", &format!("[{options}]"));
        let taken = std::mem::replace(c, clap::Command::new(""));
        *c = taken.override_usage(told);
    }
    for s in c.get_subcommands_mut() {
        usages(s, options);
    }
}

/// The catalog's id of the help of argument `arg` of the command at `path` (`stats-merge`,
/// empty for the program itself): `help-opt-PATH-ARG` where the catalog has it, else the
/// `help-opt-ARG` that several commands share.
pub fn option_id(path: &str, arg: &str) -> String {
    let arg = arg.replace('_', "-");
    let own = if path.is_empty() {
        format!("help-opt-{arg}")
    } else {
        format!("help-opt-{path}-{arg}")
    };
    if crate::i18n::has(&own) {
        own
    } else {
        format!("help-opt-{arg}")
    }
}

/// `c` (at `path`) and its commands with their summaries and options' help from the
/// catalog; a default value and the possible values, which clap would introduce in English,
/// are told after the help in the catalog's words.
fn translate(mut c: clap::Command, path: &str, say: &dyn Fn(&str) -> String) -> clap::Command {
    let ids: Vec<String> = c.get_arguments().map(|a| a.get_id().to_string()).collect();
    for id in ids {
        let name = id.replace('_', "-");
        c = c.mut_arg(&id, |a| {
            let mut help = say(&option_id(path, &id));
            let mut long = None;
            let defaults: Vec<String> = a
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            let takes_values = a.get_action().takes_values();
            let a = if defaults.is_empty() || !takes_values {
                a
            } else {
                help += &format!(" [{}: {}]", say("help-default"), defaults.join(", "));
                a.hide_default_value(true)
            };
            let values: Vec<clap::builder::PossibleValue> = a
                .get_possible_values()
                .into_iter()
                .filter(|v| !v.is_hide_set())
                .collect();
            let a = if values.is_empty() || !takes_values || a.is_hide_possible_values_set() {
                a
            } else {
                let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
                help += &format!(" [{}: {}]", say("help-possible"), names.join(", "));
                if values.iter().any(|v| v.get_help().is_some()) {
                    let mut text = format!("{help}\n\n{}", say("help-possible-head"));
                    for v in &values {
                        let what = say(&format!("help-value-{name}-{}", v.get_name()));
                        text += &format!("\n- {}: {what}", v.get_name());
                    }
                    long = Some(text);
                }
                a.hide_possible_values(true)
            };
            let a = a.help(help);
            match long {
                Some(l) => a.long_help(l),
                None => a,
            }
        });
    }
    let names: Vec<String> = c
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let sub = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}-{name}")
        };
        let about = say(&format!("help-command-{sub}"));
        c = c.mut_subcommand(&name, |s| translate(s.about(about), &sub, say));
    }
    c
}

/// The help of the arguments clap adds itself (`--help`, `--version`, the `help` command)
/// in the catalog's words, on `c` once built, and on each of its commands.
fn builtins(mut c: clap::Command, say: &dyn Fn(&str) -> String) -> clap::Command {
    let has = |c: &clap::Command, id: &str| c.get_arguments().any(|a| a.get_id() == id);
    if has(&c, "help") {
        // A command whose options have a longer help says so in its `-h`.
        let more = c
            .get_arguments()
            .any(|a| a.get_id() != "help" && a.get_long_help().is_some())
            || c.get_long_about().is_some();
        c = c.mut_arg("help", |a| {
            if more {
                a.help(say("help-flag-help-more"))
                    .long_help(say("help-flag-help-long"))
            } else {
                a.help(say("help-flag-help"))
            }
        });
    }
    if has(&c, "version") {
        c = c.mut_arg("version", |a| a.help(say("help-flag-version")));
    }
    if has(&c, "subcommand") && c.get_name() == "help" {
        c = c.mut_arg("subcommand", |a| a.help(say("help-opt-help-subcommand")));
    }
    let names: Vec<String> = c
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        c = c.mut_subcommand(&name, |s| {
            let s = if name == "help" {
                s.about(say("help-command-help"))
            } else {
                s
            };
            builtins(s, say)
        });
    }
    c
}

/// `c` and its commands with the headings of their help (`Usage:`, `Commands:`,
/// `Arguments:`, `Options:`) in the catalog's words.
fn headings(c: clap::Command, say: &dyn Fn(&str) -> String) -> clap::Command {
    let mut t = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n",
        say("help-usage")
    );
    if c.get_subcommands().next().is_some() {
        t += &format!("\n{}\n{{subcommands}}\n", say("help-commands"));
    }
    if c.get_positionals().next().is_some() {
        t += &format!("\n{}\n{{positionals}}\n", say("help-arguments"));
    }
    t += &format!("\n{}\n{{options}}{{after-help}}", say("help-options"));
    let names: Vec<String> = c
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    let mut c = c.help_template(t);
    for name in names {
        c = c.mut_subcommand(name, |s| headings(s, say));
    }
    c
}

/// Reads the command line, its help and refusals in the language the run will speak.
pub fn parse() -> Cli {
    use clap::FromArgMatches;
    let args: Vec<String> = std::env::args().collect();
    let lang = crate::i18n::help_lang(&args);
    let ascii = crate::glyphs::decide(args.iter().any(|a| a == "--ascii"));
    let matches = command(lang, ascii)
        .try_get_matches()
        .unwrap_or_else(|e| refuse(e, lang, ascii));
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| refuse(e, lang, ascii))
}

/// Ends the program for a command line clap refuses, as clap would, but in `lang` and with
/// every line of the message (which repeats what was typed) escaped and cut short; `--help`
/// and `--version` are printed as they are.
pub fn refuse(e: clap::Error, lang: Lang, ascii: bool) -> ! {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        e.exit()
    }
    let text = if matches!(lang, Lang::En | Lang::Qps) {
        e.to_string()
    } else {
        told_refusal(&e, &|id, args| say_with(lang, ascii, id, args))
    };
    let text: Vec<String> = text.lines().map(|l| engine::echo::cut(l, 200)).collect();
    eprintln!("{}", text.join("\n"));
    std::process::exit(e.exit_code())
}

/// A message of the catalog by id, with its arguments.
pub type Say<'a> = dyn Fn(&str, &[(&str, &str)]) -> String + 'a;

/// A refusal of clap told in the catalog's words (`say`), from what clap recorded of it:
/// what was wrong, clap's tips, the usage and where to read more.
pub fn told_refusal(e: &clap::Error, say: &Say<'_>) -> String {
    use clap::error::{ContextKind as K, ContextValue as V, ErrorKind};
    let one = |k: K| match e.get(k) {
        Some(V::String(s)) => Some(s.clone()),
        _ => None,
    };
    let many = |k: K| match e.get(k) {
        Some(V::Strings(v)) => v.clone(),
        Some(V::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    let arg = one(K::InvalidArg).unwrap_or_default();
    let mut first = match e.kind() {
        ErrorKind::ValueValidation if many(K::Custom).len() == 4 => {
            // A number out of range ([`Number`]): the option, the value, the least, the most.
            let v = many(K::Custom);
            let args = [
                ("option", v[0].as_str()),
                ("value", &v[1]),
                ("min", &v[2]),
                ("max", &v[3]),
            ];
            say("help-number", &args)
        }
        ErrorKind::UnknownArgument => say("clap-unknown-argument", &[("arg", &arg)]),
        ErrorKind::InvalidSubcommand => {
            let name = one(K::InvalidSubcommand).unwrap_or_default();
            say("clap-unknown-command", &[("name", &name)])
        }
        ErrorKind::InvalidValue => {
            let value = one(K::InvalidValue).unwrap_or_default();
            let mut t = if value.is_empty() {
                say("clap-missing-value", &[("arg", &arg)])
            } else {
                say("clap-invalid-value", &[("value", &value), ("arg", &arg)])
            };
            let valid = many(K::ValidValue);
            if !valid.is_empty() {
                t += &format!("\n  [{}: {}]", say("help-possible", &[]), valid.join(", "));
            }
            t
        }
        ErrorKind::TooManyValues => {
            let value = one(K::InvalidValue).unwrap_or_default();
            say("clap-too-many", &[("value", &value), ("arg", &arg)])
        }
        ErrorKind::MissingRequiredArgument => {
            let mut t = say("clap-missing-arguments", &[]);
            for a in many(K::InvalidArg) {
                t += &format!("\n  {a}");
            }
            t
        }
        ErrorKind::MissingSubcommand => {
            let name = one(K::InvalidSubcommand).unwrap_or_default();
            let mut t = say("clap-missing-command", &[("name", &name)]);
            let valid = many(K::ValidSubcommand);
            if !valid.is_empty() {
                t += &format!(
                    "\n  [{}: {}]",
                    say("clap-subcommands", &[]),
                    valid.join(", ")
                );
            }
            t
        }
        ErrorKind::ArgumentConflict => match e.get(K::PriorArg) {
            Some(V::String(other)) if *other == arg => say("clap-twice", &[("arg", &arg)]),
            Some(V::String(other)) => say("clap-conflict", &[("arg", &arg), ("other", other)]),
            _ => {
                let mut t = say("clap-conflict-many", &[("arg", &arg)]);
                for a in many(K::PriorArg) {
                    t += &format!("\n  {a}");
                }
                t
            }
        },
        kind => {
            let kind = kind.as_str().unwrap_or_default();
            say("clap-other", &[("kind", kind)])
        }
    };
    let tip = say("clap-tip", &[]);
    for (k, id) in [
        (K::SuggestedArg, "clap-similar-argument"),
        (K::SuggestedSubcommand, "clap-similar-command"),
        (K::SuggestedValue, "clap-similar-value"),
    ] {
        for name in many(k) {
            first += &format!("\n\n  {tip} {}", say(id, &[("name", &name)]));
        }
    }
    let mut text = say("error", &[("text", &first)]);
    if let Some(V::StyledStr(usage)) = e.get(K::Usage) {
        let usage = usage.to_string();
        // clap's usage starts with its heading; the rest is the command's notation.
        let rest = usage.split_once(' ').map_or("", |(_, r)| r);
        text += &format!("\n\n{} {rest}", say("help-usage", &[]));
    }
    text += &format!("\n\n{}\n", say("clap-more", &[("flag", "--help")]));
    text
}

/// The most deals one `stats` run takes: far more than any machine plays in a lifetime.
pub const MAX_DEALS: u64 = 1_000_000_000_000_000;

/// Who plays the deals of `patience stats`. A new player is one more variant here and one
/// more arm where `stats` runs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Player {
    /// The game's simple player, who sees only what a person sees.
    Default,
    /// Sees no more than the simple player, but tries its moves on random deals of the
    /// unseen cards and plays the best on average.
    Expert,
    /// The solver, who knows the stock: it answers whether a deal can be won.
    Oracle,
}

impl Player {
    /// The name on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Player::Default => "default",
            Player::Expert => "expert",
            Player::Oracle => "oracle",
        }
    }
}

impl StatsArgs {
    /// The game as the other commands take it (`merge` stands in its place otherwise).
    pub fn game_args(&self) -> GameArgs {
        GameArgs {
            game: self.game.clone().unwrap_or_default(),
            rules: self.rules.clone(),
        }
    }
}
