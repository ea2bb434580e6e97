//! The board as text: any game's [`View`] laid out on its grid of cells, with the Unicode
//! card forms, in colour on a terminal unless NO_COLOR is set.

use engine::{Face, Fan, PileView, View};
use std::fmt::Write;

/// `n` moves, in words: "1 move", "2 moves".
pub fn moves(n: usize) -> String {
    crate::i18n::t!("moves-count", n = n)
}

/// How to draw cards.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub colour: bool,
}

impl Style {
    /// Colour when stdout is a terminal and NO_COLOR is not set (https://no-color.org).
    pub fn detect() -> Style {
        use std::io::IsTerminal;
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Style {
            colour: !no_color && std::io::stdout().is_terminal(),
        }
    }
}

/// Fanned piles longer than this show `+N` and their last cards.
const FAN_MAX: usize = 5;

/// One piece of a cell line: its visible text and whether it is a red card.
struct Piece {
    text: String,
    red: bool,
}

fn face(f: &Face) -> Piece {
    match f {
        Face::Up(c) => Piece {
            text: crate::glyphs::card(*c, crate::glyphs::ascii()),
            red: c.is_red(),
        },
        Face::Down => Piece {
            text: "##".into(),
            red: false,
        },
        Face::Hidden => Piece {
            text: "..".into(),
            red: false,
        },
    }
}

/// The lines of one pile: a header with its name, then its cards, then its note.
fn pile_lines(p: &PileView) -> Vec<Vec<Piece>> {
    let mut head = match p.notation {
        true => p.id.clone(),
        false => String::new(),
    };
    if !p.notation || p.label != p.id && !p.label.is_empty() {
        let gap = if head.is_empty() { "" } else { " " };
        let _ = write!(head, "{gap}{}", p.label);
    }
    if p.complete {
        let _ = write!(head, " {}", crate::i18n::t!("board-complete"));
    }
    let mut lines = vec![vec![Piece {
        text: head,
        red: false,
    }]];
    if p.cards.is_empty() {
        lines.push(vec![Piece {
            text: "--".into(),
            red: false,
        }]);
    } else {
        match p.fan {
            Fan::None => {
                let mut line = vec![face(p.cards.last().unwrap())];
                if p.cards.len() > 1 {
                    line.push(Piece {
                        text: format!("[{}]", p.cards.len()),
                        red: false,
                    });
                }
                lines.push(line);
            }
            Fan::Right => {
                let mut line = Vec::new();
                let skip = p.cards.len().saturating_sub(FAN_MAX);
                if skip > 0 {
                    line.push(Piece {
                        text: format!("+{skip}"),
                        red: false,
                    });
                }
                line.extend(p.cards[skip..].iter().map(face));
                lines.push(line);
            }
            Fan::Down => lines.extend(p.cards.iter().map(|f| vec![face(f)])),
        }
    }
    if let Some(n) = &p.note {
        lines.push(vec![Piece {
            text: n.to_string(),
            red: false,
        }]);
    }
    lines
}

fn width(line: &[Piece]) -> usize {
    line.iter().map(|p| p.text.chars().count()).sum::<usize>() + line.len().saturating_sub(1)
}

/// Renders the view as lines of text.
pub fn render(view: &View, style: Style) -> String {
    let view = &crate::glyphs::view(view.clone(), crate::glyphs::ascii());
    let (cols, rows) = (view.grid.0 as usize, view.grid.1 as usize);
    let mut cells: Vec<Vec<Option<Vec<Vec<Piece>>>>> = (0..rows)
        .map(|_| (0..cols).map(|_| None).collect())
        .collect();
    for p in &view.piles {
        let (c, r) = (p.at.0 as usize, p.at.1 as usize);
        if r < rows && c < cols {
            cells[r][c] = Some(pile_lines(p));
        }
    }
    let col_width: Vec<usize> = (0..cols)
        .map(|c| {
            (0..rows)
                .filter_map(|r| cells[r][c].as_ref())
                .flat_map(|lines| lines.iter().map(|l| width(l)))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in &cells {
        let height = row.iter().flatten().map(Vec::len).max().unwrap_or(0);
        for i in 0..height {
            let mut line = String::new();
            for (c, cell) in row.iter().enumerate() {
                let pieces = cell.as_ref().and_then(|l| l.get(i));
                let w = pieces.map_or(0, |p| width(p));
                if let Some(pieces) = pieces {
                    for (k, p) in pieces.iter().enumerate() {
                        if k > 0 {
                            line.push(' ');
                        }
                        if style.colour && p.red {
                            let _ = write!(line, "\x1b[31m{}\x1b[0m", p.text);
                        } else {
                            line.push_str(&p.text);
                        }
                    }
                }
                if col_width[c] > 0 {
                    line.extend(std::iter::repeat_n(' ', col_width[c] - w + 2));
                }
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        if height > 0 {
            out.push('\n');
        }
    }
    if !view.facts.is_empty() {
        out.push_str(
            &view
                .facts
                .iter()
                .map(|f| f.en.as_str())
                .collect::<Vec<_>>()
                .join(" | "),
        );
        out.push('\n');
    }
    out
}
