//! `cargo xtask figures [--check]`: the README's results table, the table of runs in
//! `docs/measurements.md` and the chart `docs/figures/results.svg`, made from the runs'
//! `--json` outputs kept in `docs/figures/`; `--check` fails when one differs from its data.

use anyhow::{Context, Result, bail};
use serde::Deserialize;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// Where the data and the chart live, from the workspace root.
const DATA_DIR: &str = "docs/figures";
const CHART: &str = "docs/figures/results.svg";
/// The files that hold a table, the table's name (its marker is `<!-- figures:NAME -->`,
/// ended by `<!-- /figures -->`).
const TABLES: [(&str, &str); 2] = [("README.md", "results"), ("docs/measurements.md", "runs")];
const END: &str = "<!-- /figures -->";

/// The results table's rows in order: each game and what its source texts say of the odds
/// (`docs/sources.md`), which is a quotation, not a run.
const GAMES: [(&str, &str); 11] = [
    ("clock", "1 in 13 (0.077)"),
    ("watch", "—"),
    ("big-ben", "\"about every second game\" (text 000)"),
    ("big-ben-second-pass", "—"),
    (
        "big-ben-short-piles",
        "\"about every second game\": text 000's own reading",
    ),
    (
        "sir-tommy",
        "1 in 5 (Morehead and Mott-Smith), 1 in 16 (Parlett)",
    ),
    ("sir-tommy-strict", "as sir-tommy"),
    ("sir-tommy-aces-up", "—"),
    ("sir-tommy-four-at-a-time", "—"),
    ("sir-tommy-by-suit", "—"),
    ("grandfathers-clock", "three in four"),
];

/// The players of the results table, by the `player` field of a run's JSON.
const PLAYERS: [&str; 3] = ["default", "expert", "oracle"];

/// Figures of the dated record in `docs/measurements.md` that no committed run backs yet:
/// (game, player, figure). A run in `docs/figures/` for the same game and player must take
/// the entry's place (the tables refuse both); the README marks each one that is shown.
const NOT_YET_DATA: &[(&str, &str, &str)] = &[];

/// One file of `docs/figures/`: a run's command, the build that ran it, and its output.
#[derive(Debug, Deserialize)]
struct Record {
    /// The command of the whole run (its shards together stand for it).
    command: String,
    /// The git commit the binary was built from.
    commit: String,
    /// The day the run finished (UTC).
    date: String,
    /// The shards' own commands and outputs, when the run was cut up; `output` is then
    /// what `patience stats merge --json` made of them.
    #[serde(default)]
    shards: Vec<Shard>,
    /// The `patience stats … --json` output, as printed.
    output: Output,
}

#[derive(Debug, Deserialize)]
struct Shard {
    command: String,
}

/// The fields of `patience stats --json` the tables use (`docs/interchange.md`).
#[derive(Debug, Deserialize)]
struct Output {
    game: String,
    player: String,
    deals: u64,
    won: u64,
    lost: u64,
    unknown: u64,
    win_rate: f64,
    ci95: [f64; 2],
    #[serde(default)]
    ranges: Vec<(u64, u64)>,
    #[serde(default)]
    cpu_seconds: f64,
    #[serde(default)]
    interrupted: bool,
}

/// A run read from `docs/figures/NAME.json`.
#[derive(Debug)]
struct Run {
    file: String,
    record: Record,
}

/// Reads every `*.json` of `docs/figures/`, sorted by file name; an interrupted run or two
/// runs of one game and player are refused.
fn read_runs(root: &Path) -> Result<Vec<Run>> {
    let dir = root.join(DATA_DIR);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    let mut runs: Vec<Run> = Vec::new();
    for path in files {
        let file = format!(
            "{DATA_DIR}/{}",
            path.file_name().unwrap_or_default().to_string_lossy()
        );
        let text =
            fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let record: Record = serde_json::from_str(&text).with_context(|| {
            format!("{file}: expected {{\"command\", \"commit\", \"date\", \"output\"}} around a `patience stats --json` output")
        })?;
        for command in
            std::iter::once(&record.command).chain(record.shards.iter().map(|s| &s.command))
        {
            if !command.starts_with("patience stats ") {
                bail!("{file}: the command `{command}` is not a `patience stats` run");
            }
        }
        if record.output.interrupted {
            bail!("{file}: the run was interrupted; a figure needs a whole run");
        }
        if let Some(other) = runs.iter().find(|r| {
            r.record.output.game == record.output.game
                && r.record.output.player == record.output.player
        }) {
            bail!(
                "{file}: a second run of {} by the {} player (the first is {})",
                record.output.game,
                record.output.player,
                other.file
            );
        }
        runs.push(Run { file, record });
    }
    Ok(runs)
}

/// A rate with its 95% interval, as every table shows it.
fn rate(o: &Output) -> String {
    format!("{:.4} ({:.4}–{:.4})", o.win_rate, o.ci95[0], o.ci95[1])
}

fn with_commas(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn find<'a>(runs: &'a [Run], game: &str, player: &str) -> Option<&'a Run> {
    runs.iter()
        .find(|r| r.record.output.game == game && r.record.output.player == player)
}

/// The README's table: one row a game, each player's win rate over the deals decided.
fn results_table(runs: &[Run]) -> String {
    let mut t = String::from(
        "| game | the texts' figure | default player | expert | oracle |\n|---|---|---|---|---|\n",
    );
    let mut pending = false;
    for (game, texts) in GAMES {
        let cells: Vec<String> = PLAYERS
            .iter()
            .map(|player| match find(runs, game, player) {
                Some(r) => rate(&r.record.output),
                None => match NOT_YET_DATA
                    .iter()
                    .find(|(g, p, _)| *g == game && p == player)
                {
                    Some((_, _, figure)) => {
                        pending = true;
                        format!("{figure} †")
                    }
                    None => "not yet measured".to_string(),
                },
            })
            .collect();
        let _ = writeln!(t, "| {game} | {texts} | {} |", cells.join(" | "));
    }
    if pending {
        t.push_str(
            "\n† figure from `docs/measurements.md`, not yet data (no run in `docs/figures/`)\n",
        );
    }
    t
}

/// The seeds a run played, as ranges.
fn seeds(o: &Output) -> String {
    if o.ranges.is_empty() {
        return format!("{} deals", with_commas(o.deals));
    }
    o.ranges
        .iter()
        .map(|(a, b)| format!("{a}..{}", b.saturating_sub(1)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `docs/measurements.md`'s table: every committed run with its counts and where it came from.
fn runs_table(runs: &[Run]) -> String {
    let mut t = String::from(
        "| data | game | player | seeds | won | lost | unknown | `cpu_seconds` | date | commit | command |\n\
         |---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for r in runs {
        let o = &r.record.output;
        let command = if r.record.shards.is_empty() {
            format!("`{}`", r.record.command)
        } else {
            format!(
                "`{}`, in {} shards (`--from`, `--deals`) and `patience stats merge`",
                r.record.command,
                r.record.shards.len()
            )
        };
        let name = r.file.rsplit('/').next().unwrap_or(&r.file);
        let _ = writeln!(
            t,
            "| [{name}](figures/{name}) | {} | {} | {} | {} | {} | {} | {:.1} | {} | {} | {command} |",
            o.game,
            o.player,
            seeds(o),
            with_commas(o.won),
            with_commas(o.lost),
            with_commas(o.unknown),
            o.cpu_seconds,
            r.record.date,
            &r.record.commit[..r.record.commit.len().min(10)],
        );
    }
    t
}

/// The chart of the results table: each player's win rate with its 95% interval as an
/// error bar, one band a game.
fn chart(runs: &[Run]) -> Result<String> {
    use plotters::prelude::*;
    const ROW: u32 = 48;
    let height = 90 + ROW * GAMES.len() as u32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (860, height)).into_drawing_area();
        root.fill(&WHITE)?;
        let n = GAMES.len() as f64;
        let mut c = ChartBuilder::on(&root)
            .caption(
                "Win rate over the deals decided, with its 95% interval",
                ("sans-serif", 18),
            )
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(190)
            .build_cartesian_2d(0.0..1.0f64, -0.5..n - 0.5)?;
        c.configure_mesh()
            .y_labels(0)
            .disable_y_mesh()
            .max_light_lines(0)
            .x_labels(11)
            .x_label_formatter(&|x| format!("{x:.1}"))
            .x_desc("win rate")
            .draw()?;
        // A game's band, top to bottom in the table's order.
        let band = |i: usize| n - 1.0 - i as f64;
        for (i, (game, _)) in GAMES.iter().enumerate() {
            let (x, y) = c.backend_coord(&(0.0, band(i)));
            root.draw(&Text::new(
                game.to_string(),
                (x - 182, y - 7),
                ("sans-serif", 13).into_font(),
            ))?;
        }
        let colours = [
            RGBColor(31, 119, 180),
            RGBColor(255, 127, 14),
            RGBColor(44, 160, 44),
        ];
        for (k, (player, colour)) in PLAYERS.iter().zip(colours).enumerate() {
            let offset = 0.25 - 0.25 * k as f64;
            let points: Vec<(f64, f64, f64, f64)> = GAMES
                .iter()
                .enumerate()
                .filter_map(|(i, (game, _))| {
                    find(runs, game, player).map(|r| {
                        let o = &r.record.output;
                        (band(i) + offset, o.ci95[0], o.win_rate, o.ci95[1])
                    })
                })
                .collect();
            let style = colour.stroke_width(2);
            c.draw_series(
                points
                    .iter()
                    .map(|&(y, lo, mid, hi)| ErrorBar::new_horizontal(y, lo, mid, hi, style, 8)),
            )?
            .label(format!("{player} player"))
            .legend(move |(x, y)| Rectangle::new([(x, y - 4), (x + 14, y + 4)], colour.filled()));
            c.draw_series(
                points
                    .iter()
                    .map(|&(y, _, mid, _)| Circle::new((mid, y), 3, colour.filled())),
            )?;
        }
        c.configure_series_labels()
            .position(SeriesLabelPosition::LowerLeft)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK)
            .draw()?;
        root.present()?;
    }
    Ok(svg + "\n")
}

/// `text` with the part between `<!-- figures:NAME -->` and the next `<!-- /figures -->`
/// replaced by `table`.
fn splice(file: &str, text: &str, name: &str, table: &str) -> Result<String> {
    let start = format!("<!-- figures:{name} -->");
    let Some(a) = text.find(&start) else {
        bail!("{file}: no `{start}` marker for the table `{name}`");
    };
    let body = a + start.len();
    let Some(len) = text[body..].find(END) else {
        bail!("{file}: the table `{name}` has no `{END}` after its `{start}`");
    };
    Ok(format!(
        "{}\n\n{table}\n{}",
        &text[..body],
        &text[body + len..]
    ))
}

/// What `cargo xtask figures` writes: each file with its tables, and the chart.
fn rendered(root: &Path) -> Result<Vec<(PathBuf, String)>> {
    let runs = read_runs(root)?;
    if let Some((game, player, _)) = NOT_YET_DATA
        .iter()
        .find(|(g, p, _)| find(&runs, g, p).is_some())
    {
        bail!(
            "{game} by the {player} player has a run in {DATA_DIR}: take its typed figure out \
             of NOT_YET_DATA in xtask/src/figures.rs"
        );
    }
    let mut out = Vec::new();
    for (file, name) in TABLES {
        let path = root.join(file);
        let text =
            fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let table = match name {
            "results" => results_table(&runs),
            _ => runs_table(&runs),
        };
        out.push((path, splice(file, &text, name, &table)?));
    }
    out.push((root.join(CHART), chart(&runs)?));
    Ok(out)
}

/// `cargo xtask figures`: rewrites the tables and the chart from `docs/figures/*.json`;
/// with `check`, changes nothing and fails naming each table or chart that differs.
pub fn figures(root: &Path, check: bool) -> Result<()> {
    let files = rendered(root)?;
    let mut stale = Vec::new();
    for (path, text) in &files {
        let now = fs::read_to_string(path).unwrap_or_default();
        if now == *text {
            continue;
        }
        let rel = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        if check {
            let what = match TABLES.iter().find(|(f, _)| Path::new(f) == Path::new(&rel)) {
                Some((_, name)) => format!("{rel}: the table `{name}`"),
                None => format!("{rel}: the chart"),
            };
            stale.push(what);
        } else {
            fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
            println!("wrote {rel}");
        }
    }
    if !stale.is_empty() {
        bail!(
            "not what {DATA_DIR}/*.json gives (run `cargo xtask figures`):\n  {}",
            stale.join("\n  ")
        );
    }
    if check {
        println!("the tables and the chart match {DATA_DIR}");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUN: &str = r#"{"command": "patience stats clock --deals 10000 --json",
        "commit": "0123456789abcdef", "date": "2026-12-03",
        "output": {"game":"clock","player":"default","budget":null,"expert":null,
        "first_seed":0,"ranges":[[0,10000]],"deals":10000,"won":788,"lost":9212,
        "unknown":0,"decided":10000,"win_rate":0.0788,"ci95":[0.0737,0.0842],
        "cpu_seconds":0.01,"interrupted":false}}"#;

    fn workspace() -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        fs::create_dir_all(d.path().join("docs/figures")).unwrap();
        fs::write(d.path().join("docs/figures/clock-default.json"), RUN).unwrap();
        fs::write(
            d.path().join("README.md"),
            "# x\n\n<!-- figures:results -->\nold\n<!-- /figures -->\n\nafter\n",
        )
        .unwrap();
        fs::write(
            d.path().join("docs/measurements.md"),
            "# m\n<!-- figures:runs -->\n<!-- /figures -->\n",
        )
        .unwrap();
        d
    }

    #[test]
    fn a_number_changed_in_the_data_fails_the_check_naming_the_table() {
        let d = workspace();
        let root = d.path();
        assert!(figures(root, true).is_err(), "stale tables pass the check");
        figures(root, false).unwrap();
        figures(root, true).unwrap();
        let readme = fs::read_to_string(root.join("README.md")).unwrap();
        assert!(readme.contains("| clock | 1 in 13 (0.077) | 0.0788 (0.0737–0.0842) |"));
        assert!(readme.ends_with("<!-- /figures -->\n\nafter\n"));
        let data = root.join("docs/figures/clock-default.json");
        fs::write(&data, RUN.replace("\"won\":788", "\"won\":789")).unwrap();
        let e = figures(root, true).unwrap_err().to_string();
        assert!(e.contains("docs/measurements.md: the table `runs`"), "{e}");
        fs::write(&data, RUN.replace("0.0788", "0.0789")).unwrap();
        let e = figures(root, true).unwrap_err().to_string();
        assert!(e.contains("README.md: the table `results`"), "{e}");
        // The chart is drawn in whole pixels: a change it shows fails it.
        fs::write(&data, RUN.replace("0.0788", "0.5788")).unwrap();
        let e = figures(root, true).unwrap_err().to_string();
        assert!(e.contains("docs/figures/results.svg: the chart"), "{e}");
        figures(root, false).unwrap();
        figures(root, true).unwrap();
    }

    #[test]
    fn a_missing_marker_and_a_second_run_are_refused() {
        let d = workspace();
        let root = d.path();
        fs::write(root.join("README.md"), "# no table\n").unwrap();
        let e = figures(root, false).unwrap_err().to_string();
        assert!(
            e.contains("README.md: no `<!-- figures:results -->`"),
            "{e}"
        );
        fs::write(root.join("docs/figures/again.json"), RUN).unwrap();
        let e = figures(root, false).unwrap_err().to_string();
        assert!(e.contains("a second run of clock"), "{e}");
    }

    #[test]
    fn the_committed_figures_are_current() {
        figures(&xtask::root(), true).unwrap();
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(with_commas(0), "0");
        assert_eq!(with_commas(999), "999");
        assert_eq!(with_commas(9999), "9,999");
        assert_eq!(with_commas(100000), "100,000");
    }
}
