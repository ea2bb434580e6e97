//! `patience`: play, replay, solve and measure patience games from the command line.
//!
//! This file parses the command line, calls [`run`] and turns the result into an exit code;
//! the work is in the modules.

/// `println!` that returns an error instead of panicking when stdout is closed.
macro_rules! outln {
    ($($t:tt)*) => { { use std::io::Write as _; writeln!(std::io::stdout(), $($t)*)? } };
}

/// `print!` that returns an error instead of panicking when stdout is closed.
macro_rules! out {
    ($($t:tt)*) => { { use std::io::Write as _; write!(std::io::stdout(), $($t)*)? } };
}

mod board;
mod commands;
mod glyphs;
mod history;
mod keep;
mod play;
mod save;
mod setup;
mod solve;
mod tui;

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Patience (solitaire) games: Big Ben, Sir Tommy, Clock and their variants.
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
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Cards and marks in ASCII (`10S`), as under a locale that is not UTF-8 or with
    /// PATIENCE_ASCII set.
    #[arg(long, global = true)]
    ascii: bool,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the games and variants.
    List,
    /// Print the effective rules of a game or variant as TOML.
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
    Stats(StatsCli),
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
struct CompletionsArgs {
    /// The shell to complete for.
    shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
struct HistoryArgs {
    /// Only this game or variant.
    game: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// Which game, under which rules.
#[derive(Debug, Args)]
struct GameArgs {
    /// The game or variant (see `patience list`); case-insensitive, aliases accepted.
    game: String,
    /// A rules file whose [rules] override the game's (see `patience rules GAME`).
    #[arg(long, value_name = "FILE")]
    rules: Option<PathBuf>,
}

/// Which deal: a deal number or a deal file.
#[derive(Debug, Args)]
#[group(required = false, multiple = false)]
struct DealChoice {
    /// The deal number: the same number gives the same deal everywhere.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// A deal file (as `patience deal` writes it).
    #[arg(long, value_name = "FILE")]
    deal: Option<PathBuf>,
}

#[derive(Debug, Args)]
struct RulesArgs {
    #[command(flatten)]
    game: GameArgs,
}

#[derive(Debug, Args)]
struct DealArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The deal number.
    #[arg(long, value_name = "N", default_value_t = 1)]
    seed: u64,
}

#[derive(Debug, Args)]
struct PlayArgs {
    /// The game or variant (see `patience list`); with --resume it may be left out, and the
    /// game saved last goes on. With --resume, --seed or --deal picks the saved deal.
    #[arg(required_unless_present = "resume")]
    game: Option<String>,
    /// A rules file whose [rules] override the game's (see `patience rules GAME`).
    #[arg(long, value_name = "FILE")]
    rules: Option<PathBuf>,
    #[command(flatten)]
    deal: DealChoice,
    /// Line mode even on a terminal: the board as text, moves typed at a prompt.
    #[arg(long)]
    plain: bool,
    /// Continue the saved game instead of dealing a new one.
    #[arg(long)]
    resume: bool,
    /// Deal the first seed from a random start that the solver proves winnable (it looks
    /// at the stock to choose the deal, then plays no part).
    #[arg(long, conflicts_with_all = ["seed", "deal", "resume"])]
    winnable: bool,
}

impl PlayArgs {
    /// The game as the other commands take it, under the name given or `name`.
    fn game_args(&self, name: Option<String>) -> anyhow::Result<GameArgs> {
        let game = name
            .or_else(|| self.game.clone())
            .ok_or_else(|| anyhow::anyhow!("name a game to play"))?;
        Ok(GameArgs {
            game,
            rules: self.rules.clone(),
        })
    }
}

#[derive(Debug, Args)]
struct SolveArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    deal: DealChoice,
    #[command(flatten)]
    search: SearchArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// How hard the solver may work on one deal.
#[derive(Clone, Copy, Debug, Args)]
struct SearchArgs {
    /// Search at most this many positions a deal before answering `unknown`
    /// (default 20,000,000).
    #[arg(long, value_name = "NODES")]
    budget: Option<u64>,
    /// Memory for the table of searched positions, in MiB, shared by all threads
    /// (default 768).
    #[arg(long, value_name = "MIB")]
    table_mib: Option<usize>,
}

/// How hard the expert player works at each decision.
#[derive(Clone, Copy, Debug, Args)]
struct ExpertArgs {
    /// Expert: random deals of the unseen cards each candidate move is tried on (default 32).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000))]
    samples: Option<u32>,
    /// Expert: positions the solver may search for one move on one sample, or where nothing
    /// is hidden (default 4,000).
    #[arg(long, value_name = "NODES", value_parser = clap::value_parser!(u64).range(1..))]
    effort: Option<u64>,
    /// Expert: the most moves compared at one decision (default 10).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    candidates: Option<u16>,
    /// Expert: judge moves by the solver on each sample (it then sees the sampled stock)
    /// instead of by the simple player's playouts.
    #[arg(long)]
    by_solver: bool,
}

impl ExpertArgs {
    fn config(&self) -> engine::ExpertConfig {
        let d = engine::ExpertConfig::default();
        engine::ExpertConfig {
            samples: self.samples.unwrap_or(d.samples),
            budget: self.effort.unwrap_or(d.budget),
            candidates: self.candidates.map_or(d.candidates, usize::from),
            playouts: d.playouts && !self.by_solver,
        }
    }
}

#[derive(Debug, Args)]
struct ReplayArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    deal: DealChoice,
    /// The move list: a file, or `-` for standard input.
    #[arg(long, value_name = "FILE|-")]
    moves: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// `stats GAME …` plays deals; `stats merge FILES…` adds up the reports of shards. The
/// game is optional here only so that `merge` can stand in its place.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
struct StatsCli {
    #[command(subcommand)]
    merge: Option<StatsCommand>,
    /// The game or variant (see `patience list`); case-insensitive, aliases accepted.
    #[arg(required = true)]
    game: Option<String>,
    /// A rules file whose [rules] override the game's (see `patience rules GAME`).
    #[arg(long, value_name = "FILE")]
    rules: Option<PathBuf>,
    /// How many deals to play (1 to 10^15). Ctrl-C stops early and prints the result so far.
    #[arg(long, value_name = "N", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..=MAX_DEALS))]
    deals: u64,
    /// The first deal number; deals FROM, FROM+1, … are played.
    #[arg(long = "from", value_name = "SEED", default_value_t = 0)]
    from: u64,
    /// Who plays: `default` is the game's simple player, who sees only what a person sees;
    /// `expert` sees no more, but tries its moves on random deals of the unseen cards;
    /// `oracle` is the solver, who knows the stock (it answers whether a deal can be won).
    #[arg(long, value_name = "PLAYER", default_value = "default", value_parser = ["default", "expert", "oracle"])]
    player: String,
    #[command(flatten)]
    expert: ExpertArgs,
    /// Play only part I of N of the deals (1-based), so N machines can share a run;
    /// `patience stats merge` adds up their `--json` outputs.
    #[arg(long, value_name = "I/N")]
    shard: Option<String>,
    #[command(flatten)]
    search: SearchArgs,
    /// Threads to play on (default: one per core).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    threads: Option<u16>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// A `stats` run, as the commands take it.
#[derive(Debug)]
struct StatsArgs {
    game: GameArgs,
    deals: u64,
    from: u64,
    player: String,
    expert: engine::ExpertConfig,
    shard: Option<String>,
    search: SearchArgs,
    threads: Option<u16>,
    json: bool,
}

#[derive(Debug, Subcommand)]
enum StatsCommand {
    /// Add up the `stats --json` outputs of shards of one run.
    Merge(MergeArgs),
}

#[derive(Debug, Args)]
struct MergeArgs {
    /// The JSON files written by `patience stats … --json`, or `-` for standard input.
    #[arg(required = true, value_name = "FILES")]
    files: Vec<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// The most deals one `stats` run takes: far more than any machine plays in a lifetime.
const MAX_DEALS: u64 = 1_000_000_000_000_000;

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    glyphs::init(cli.ascii);
    let env = setup::Env::load()?;
    match cli.command {
        Command::List => commands::list(&env),
        Command::Rules(a) => commands::rules(&env, &a.game),
        Command::Deal(a) => commands::deal(&env, &a.game, a.seed),
        Command::Play(a) => play::play(&env, &a),
        Command::Replay(a) => commands::replay(&env, &a),
        Command::Solve(a) => solve::solve(&env, &a),
        Command::Stats(StatsCli {
            merge: Some(StatsCommand::Merge(m)),
            ..
        }) => solve::merge(&m),
        Command::Stats(c) => {
            commands::stop_on_ctrl_c();
            let a = StatsArgs {
                game: GameArgs {
                    game: c.game.unwrap_or_default(),
                    rules: c.rules,
                },
                deals: c.deals,
                from: c.from,
                player: c.player,
                expert: c.expert.config(),
                shard: c.shard,
                search: c.search,
                threads: c.threads,
                json: c.json,
            };
            if let Some(n) = a.threads {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(n.into())
                    .build_global()
                    .map_err(|e| anyhow::anyhow!("--threads {n}: {e}"))?;
            }
            if a.player == "oracle" || a.shard.is_some() {
                solve::oracle_stats(&env, &a)
            } else {
                commands::stats(&env, &a)
            }
        }
        Command::History(a) => history::show(a.game.as_deref(), a.json),
        Command::Saves => keep::list_saves(),
        Command::Completions(a) => {
            let mut cmd = <Cli as clap::CommandFactory>::command();
            clap_complete::generate(a.shell, &mut cmd, "patience", &mut std::io::stdout());
            Ok(ExitCode::SUCCESS)
        }
        Command::Man => {
            let page = clap_mangen::Man::new(<Cli as clap::CommandFactory>::command());
            page.render(&mut std::io::stdout())?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        // A reader that stops early (`patience list | head`) is not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
