//! The picture: any game's [`View`] scaled to the screen, with a status line, the keys, and
//! the help, quit and end-of-game boxes.

use super::app::{App, Overlay, Tone};
use crate::history::time;
use crate::i18n::{self, t};
use engine::{Face, Fan, PileView, Status, View};
use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

/// The smallest screen the board is drawn on.
pub const MIN: (u16, u16) = (80, 24);

pub fn too_small(area: Rect) -> bool {
    area.width < MIN.0 || area.height < MIN.1
}

/// In place of the board on a screen [`too_small`]: how large it must be, and how to leave.
fn draw_too_small(frame: &mut Frame, area: Rect) {
    let text = vec![
        Line::from(t!("board-too-small", w = MIN.0, h = MIN.1)),
        Line::from(t!("board-too-small-now", w = area.width, h = area.height)),
        Line::from(""),
        Line::from(t!("board-too-small-quit")),
    ];
    let h = (text.len() as u16).min(area.height);
    let r = Rect::new(
        area.x,
        area.y + area.height.saturating_sub(h) / 2,
        area.width,
        h,
    );
    frame.render_widget(
        Paragraph::new(text)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true }),
        r,
    );
}

/// Lines a pile that is not fanned down takes at most: its name, its card or fanned line,
/// and its note; then one blank line before the next row.
const SHORT_ROW: u16 = 4;

/// Where each row of the grid starts on the `board`, and last where the board ends. Rows
/// share the board evenly, except when some rows hold piles fanned down and others do not:
/// the others keep only what their piles can take ([`SHORT_ROW`]) and the fans get the rest,
/// so a long fan (a waste pile of Sir Tommy) shows every card in sight. The split depends
/// on where piles are fanned, never on how many cards they hold, so the board keeps its
/// shape as the game goes on.
fn row_tops(view: &View, board: Rect) -> Vec<u16> {
    let rows = u32::from(view.grid.1.max(1));
    let even: Vec<u16> = (0..=rows)
        .map(|r| board.y + (u32::from(board.height) * r / rows) as u16)
        .collect();
    let fanned: Vec<bool> = (0..rows)
        .map(|r| {
            view.piles
                .iter()
                .any(|p| p.fan == Fan::Down && u32::from(p.at.1) == r)
        })
        .collect();
    let fans = fanned.iter().filter(|f| **f).count() as u32;
    if fans == 0 || fans == rows {
        return even;
    }
    let short = SHORT_ROW.min(board.height / rows as u16);
    let spare = u32::from(board.height - short * (rows - fans) as u16);
    let mut tops = vec![board.y];
    let mut seen = 0;
    for f in fanned {
        let h = if f {
            seen += 1;
            (spare * seen / fans - spare * (seen - 1) / fans) as u16
        } else {
            short
        };
        tops.push(tops[tops.len() - 1] + h);
    }
    tops
}

/// Where each pile of `view` is drawn on a screen of size `area` whose `board` part is left
/// for the piles, in pile order; `None` for a
/// pile off the grid or when the screen is too small. A fanned pile also takes the empty
/// cells beyond it in its direction, so long fans need less squeezing.
pub fn pile_rects(view: &View, area: Rect, board: Rect) -> Vec<Option<Rect>> {
    if too_small(area) {
        return vec![None; view.piles.len()];
    }
    let (cols, rows) = (u32::from(view.grid.0.max(1)), u32::from(view.grid.1.max(1)));
    let x = |c: u32| board.x + (u32::from(board.width) * c / cols) as u16;
    let tops = row_tops(view, board);
    let y = |r: u32| tops[r as usize];
    let taken = |c: u32, r: u32| {
        view.piles
            .iter()
            .any(|p| u32::from(p.at.0) == c && u32::from(p.at.1) == r)
    };
    view.piles
        .iter()
        .map(|p| {
            let (c, r) = (u32::from(p.at.0), u32::from(p.at.1));
            if c >= cols || r >= rows {
                return None;
            }
            let (mut c2, mut r2) = (c + 1, r + 1);
            match p.fan {
                Fan::Right => {
                    while c2 < cols && !taken(c2, r) {
                        c2 += 1;
                    }
                }
                Fan::Down => {
                    while r2 < rows && !taken(c, r2) {
                        r2 += 1;
                    }
                }
                Fan::None => {}
            }
            // One column of each cell is left blank so neighbours do not run together.
            let w = (x(c2) - x(c)).saturating_sub(1);
            Some(Rect::new(x(c), y(r), w, y(r2) - y(r)))
        })
        .collect()
}

/// Box borders drawn with ASCII only.
const ASCII_BORDER: ratatui::symbols::border::Set = ratatui::symbols::border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

/// Styles, or none at all under NO_COLOR.
#[derive(Clone, Copy)]
pub(super) struct Paint {
    pub(super) colour: bool,
    pub(super) ascii: bool,
}

impl Paint {
    fn fg(self, c: Color) -> Style {
        if self.colour {
            Style::default().fg(c)
        } else {
            Style::default()
        }
    }

    fn card(self, f: &Face) -> Span<'static> {
        match f {
            Face::Up(c) => {
                let text = crate::glyphs::card(*c, self.ascii);
                if self.colour {
                    let fg = if c.is_red() { Color::Red } else { Color::Black };
                    Span::styled(text, Style::default().fg(fg).bg(Color::White))
                } else {
                    Span::raw(text)
                }
            }
            Face::Down => Span::styled(if self.ascii { "##" } else { "▓▓" }, self.fg(Color::Blue)),
            Face::Hidden => Span::styled(
                if self.ascii { ".." } else { "░░" },
                self.fg(Color::DarkGray),
            ),
        }
    }

    fn dim(self) -> Style {
        if self.colour {
            Style::default().fg(Color::DarkGray)
        } else {
            Style::default()
        }
    }

    fn tone(self, t: Tone) -> Style {
        match t {
            Tone::Info => Style::default(),
            Tone::Good => self.fg(Color::Green),
            Tone::Bad => self.fg(Color::Red).add_modifier(Modifier::BOLD),
        }
    }
}

/// Rows a line takes on a screen `w` wide: one, or two when it is longer.
fn rows(line: &Line, w: u16) -> u16 {
    if line.width() > usize::from(w) { 2 } else { 1 }
}

fn width(spans: &[Span]) -> usize {
    spans.iter().map(|s| s.width()).sum()
}

/// Cards side by side, bottom card first; when they do not fit, the bottom ones give way to
/// a `+N` count so the top card always shows.
fn fan_right(cards: &[Span<'static>], w: usize, paint: Paint) -> Vec<Span<'static>> {
    for skip in 0..cards.len() {
        let mut line = Vec::new();
        if skip > 0 {
            line.push(Span::styled(format!("+{skip}"), paint.dim()));
        }
        for c in &cards[skip..] {
            if !line.is_empty() {
                line.push(Span::raw(" "));
            }
            line.push(c.clone());
        }
        if width(&line) <= w {
            return line;
        }
    }
    cards.last().cloned().into_iter().collect()
}

/// How a pile fanned down packs its cards into columns: blank columns before the first
/// (`indent`) and between two (`gap`).
#[derive(Clone, Copy)]
struct Packing {
    indent: usize,
    gap: usize,
}

/// The packings a fan down tries, roomiest first.
const PACKINGS: [Packing; 4] = [
    Packing { indent: 1, gap: 1 },
    Packing { indent: 0, gap: 1 },
    Packing { indent: 1, gap: 0 },
    Packing { indent: 0, gap: 0 },
];

/// `items` in columns of `room` lines, read down and then across (so the top card ends the
/// last column), in a box `w` wide; `None` when they do not fit.
fn pack(items: &[Span<'static>], w: usize, room: usize, p: Packing) -> Option<Vec<Line<'static>>> {
    let columns: Vec<&[Span<'static>]> = items.chunks(room).collect();
    let widths: Vec<usize> = columns
        .iter()
        .map(|c| c.iter().map(Span::width).max().unwrap_or(0))
        .collect();
    let total = p.indent + widths.iter().sum::<usize>() + p.gap * (columns.len().max(1) - 1);
    if total > w {
        return None;
    }
    let lines = (0..items.len().min(room))
        .map(|i| {
            let mut line = vec![Span::raw(" ".repeat(p.indent))];
            for (j, column) in columns.iter().enumerate() {
                let Some(card) = column.get(i) else { break };
                if j > 0 {
                    let pad = widths[j - 1] - columns[j - 1][i].width() + p.gap;
                    line.push(Span::raw(" ".repeat(pad)));
                }
                line.push(card.clone());
            }
            line.retain(|s| !s.content.is_empty());
            Line::from(line)
        })
        .collect();
    Some(lines)
}

/// The cards of a pile fanned down, in `room` lines of a box `w` wide: one column, bottom card
/// uppermost, and when they do not fit, more columns side by side, closer together when they
/// must. Every card the player may see is drawn: on a board of at least 80×24 (smaller ones
/// are not drawn) a waste pile of Sir Tommy with four waste piles, at most 48 cards since aces
/// never go there, always fits whole. Only when nothing fits do the bottom cards give way to
/// a `+N` count: first the cards the rules hide (their squares say nothing their count does
/// not), then cards in sight, which happens only in cells narrower than those: a grid of nine
/// columns or more, or of eight (eight waste piles) under a title or message of two lines.
pub(super) fn fan_down(faces: &[Face], w: usize, room: usize, paint: Paint) -> Vec<Line<'static>> {
    let room = room.max(1);
    let spans: Vec<Span<'static>> = faces.iter().map(|f| paint.card(f)).collect();
    let hidden = faces
        .iter()
        .take_while(|f| !matches!(f, Face::Up(_)))
        .count()
        .min(faces.len().saturating_sub(1));
    let items = |skip: usize| {
        let mut items = Vec::with_capacity(faces.len() - skip + 1);
        if skip > 0 {
            items.push(Span::styled(format!("+{skip}"), paint.dim()));
        }
        items.extend(spans[skip..].iter().cloned());
        items
    };
    let all_up = faces.iter().all(|f| matches!(f, Face::Up(_)));
    for skip in std::iter::once(0).chain(hidden.max(1)..faces.len()) {
        let shown = items(skip);
        // Columns close up only for cards in sight: squares or a count would run together.
        let close = skip == 0 && all_up;
        for p in PACKINGS.iter().filter(|p| close || p.gap > 0) {
            if let Some(lines) = pack(&shown, w, room, *p) {
                return lines;
            }
        }
    }
    // Not even the top card fits: it is drawn anyway, cut at the box's edge.
    spans
        .last()
        .map(|s| Line::from(s.clone()))
        .into_iter()
        .collect()
}

/// The lines of one pile in a box `w` wide and `h` high.
fn pile_lines(app: &App, i: usize, p: &PileView, w: usize, h: usize) -> Vec<Line<'static>> {
    let paint = Paint {
        colour: app.setup.colour,
        ascii: app.setup.ascii,
    };
    let picked = app.picked.as_deref() == Some(p.id.as_str());
    let mark = if picked {
        "*"
    } else if app.cursor == i {
        ">"
    } else {
        " "
    };
    let key = App::pile_key(i).map_or(String::new(), |k| k.to_string());
    let mut head = vec![
        Span::raw(mark),
        Span::styled(key, paint.fg(Color::Cyan).add_modifier(Modifier::BOLD)),
    ];
    if !p.notation {
        // A pile the notation has no name for is shown by its caption alone.
        head.push(Span::raw(format!(" {}", p.label)));
    } else {
        head.push(Span::raw(format!(" {}", p.id)));
        if p.label != p.id && !p.label.is_empty() {
            head.push(Span::styled(format!(" {}", p.label), paint.dim()));
        }
    }
    if p.complete {
        head.push(Span::styled(
            if paint.ascii { " ok" } else { " ✓" },
            paint.fg(Color::Green),
        ));
    }
    let mut head = Line::from(head);
    if picked {
        head = head.style(
            paint
                .fg(Color::Yellow)
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
        );
    } else if app.cursor == i {
        head = head.style(Style::default().add_modifier(Modifier::REVERSED));
    }
    let mut lines = vec![head];
    let note = p
        .note
        .as_ref()
        .map(|n| Line::from(Span::styled(n.to_string(), paint.dim())));
    let room = h.saturating_sub(1 + usize::from(note.is_some() && h > 2));
    let faces: Vec<Span<'static>> = p.cards.iter().map(|f| paint.card(f)).collect();
    if faces.is_empty() {
        lines.push(Line::from(Span::styled("--", paint.dim())));
    } else {
        match p.fan {
            Fan::None => {
                let mut l = vec![faces[faces.len() - 1].clone()];
                if faces.len() > 1 {
                    l.push(Span::styled(format!(" ({})", faces.len()), paint.dim()));
                }
                lines.push(Line::from(l));
            }
            Fan::Right => lines.push(Line::from(fan_right(&faces, w.saturating_sub(1), paint))),
            Fan::Down => lines.extend(fan_down(&p.cards, w, room, paint)),
        }
    }
    if p.fan != Fan::Down || p.cards.is_empty() {
        for l in lines.iter_mut().skip(1) {
            l.spans.insert(0, Span::raw(" "));
        }
    }
    if let Some(n) = note {
        if lines.len() < h {
            lines.push(Line::from(vec![Span::raw(" "), n.spans[0].clone()]));
        } else if let Some(last) = lines.last_mut() {
            // No line to spare: the note goes beside the cards when it fits.
            let extra = Span::styled(format!(" {}", p.note.as_deref().unwrap_or("")), paint.dim());
            if last.width() + extra.width() <= w {
                last.spans.push(extra);
            }
        }
    }
    lines
}

/// One ASCII character for each mark the board draws otherwise.
fn ascii_cell(symbol: &str) -> &'static str {
    match symbol {
        "·" | "│" | "┃" => "|",
        "←" => "<",
        "→" => ">",
        "↑" => "^",
        "↓" => "v",
        "…" => ".",
        "✓" => "+",
        "×" => "x",
        "▓" => "#",
        "░" => ".",
        "─" | "━" | "–" | "—" => "-",
        // A letter of a translation that reached the screen as it is: its first ASCII letter.
        s => match s.chars().next().and_then(crate::i18n::ascii_letter) {
            Some(a) if !a.is_empty() => &a[..1],
            Some(_) => " ",
            None => "?",
        },
    }
}

impl App {
    pub fn draw(&self, frame: &mut Frame) {
        self.draw_board(frame);
        if self.setup.ascii {
            // Whatever a widget drew, the screen holds ASCII only.
            for cell in frame.buffer_mut().content.iter_mut() {
                if !cell.symbol().is_ascii() {
                    let s = ascii_cell(cell.symbol());
                    cell.set_symbol(s);
                }
            }
        }
    }

    fn draw_board(&self, frame: &mut Frame) {
        let area = frame.area();
        self.area.set(area);
        let paint = Paint {
            colour: self.setup.colour,
            ascii: self.setup.ascii,
        };
        if too_small(area) {
            return draw_too_small(frame, area);
        }
        self.draw_game(frame, area, paint);
        self.draw_overlay(frame, paint);
    }

    /// The title, the piles, the message and the keys.
    fn draw_game(&self, frame: &mut Frame, area: Rect, paint: Paint) {
        let (top, message) = (self.title_line(paint), self.message_line(paint));
        let (top_h, message_h) = (rows(&top, area.width), rows(&message, area.width));
        frame.render_widget(
            Paragraph::new(top).wrap(Wrap { trim: false }),
            Rect::new(area.x, area.y, area.width, top_h),
        );
        for (i, (p, r)) in self
            .view
            .piles
            .iter()
            .zip(pile_rects(&self.view, area, self.board_area(area)))
            .enumerate()
        {
            let Some(r) = r else { continue };
            let lines = pile_lines(self, i, p, r.width.into(), r.height.into());
            frame.render_widget(Paragraph::new(lines), r);
        }
        let bottom = area.y + area.height;
        frame.render_widget(
            Paragraph::new(message).wrap(Wrap { trim: false }),
            Rect::new(area.x, bottom - 1 - message_h, area.width, message_h),
        );
        frame.render_widget(
            Paragraph::new(self.keys_line(paint)),
            Rect::new(area.x, bottom - 1, area.width, 1),
        );
    }

    /// The box shown over the board, if any: the help, quit, new deal, a waiting save, the
    /// game's end.
    fn draw_overlay(&self, frame: &mut Frame, paint: Paint) {
        match &self.overlay {
            Overlay::None => {}
            Overlay::Help(top) => {
                let lines = self.help_lines(frame.area());
                let shown = lines.into_iter().skip(usize::from(*top)).collect();
                self.draw_box(frame, &t!("box-help"), shown, paint)
            }
            Overlay::Quit(err) => {
                let lines = self.quit_lines(err.as_deref(), paint);
                self.draw_box(frame, &t!("box-quit"), lines, paint);
            }
            Overlay::NewDeal => self.draw_box(
                frame,
                &t!("box-new-deal"),
                vec![
                    Line::from(t!("box-new-deal-given-up")),
                    Line::from(""),
                    Line::from(t!("box-new-deal-keys")),
                ],
                paint,
            ),
            Overlay::Waiting => {
                let (moves, time) = self
                    .waiting
                    .as_ref()
                    .map_or((0, 0), |(_, w)| (w.moves.len(), w.elapsed_ms));
                self.draw_box(
                    frame,
                    &t!("box-waiting"),
                    vec![
                        Line::from(t!(
                            "box-waiting-text",
                            moves = crate::board::moves(moves),
                            time = crate::history::time(time)
                        )),
                        Line::from(""),
                        Line::from(t!("box-waiting-keys")),
                    ],
                    paint,
                )
            }
            Overlay::Over => {
                let (title, lines) = self.over_box(paint);
                self.draw_box(frame, &title, lines, paint);
            }
        }
    }

    /// The quit box: where the game is saved and how to go on, or, when saving failed
    /// (`err`), what leaving anyway keeps.
    fn quit_lines(&self, err: Option<&str>, paint: Paint) -> Vec<Line<'static>> {
        let mut lines = Vec::new();
        match err {
            None => {
                lines.push(Line::from(t!("box-quit-saves")));
                let command = self.setup.resume_command(self.session.deal());
                lines.push(Line::from(t!("box-quit-continues", command = command)));
                lines.push(Line::from(""));
                lines.push(Line::from(t!("box-quit-keys")));
            }
            Some(e) => {
                lines.push(Line::from(Span::styled(
                    e.to_string(),
                    paint.tone(Tone::Bad),
                )));
                lines.push(Line::from(""));
                lines.push(Line::from(match self.keep.good() {
                    Some(_) => t!("box-quit-keys-kept"),
                    None => t!("box-quit-keys-given-up"),
                }));
            }
        }
        lines
    }

    /// The end-of-game box: its title, won or lost, and its lines.
    fn over_box(&self, paint: Paint) -> (String, Vec<Line<'static>>) {
        let moves = self.session.history().len();
        let (title, first) = match self.session.status() {
            Status::Won => (
                t!("box-won"),
                Line::from(Span::styled(
                    t!(
                        "box-won-text",
                        moves = crate::board::moves(moves),
                        time = time(self.elapsed().as_millis() as u64)
                    ),
                    paint.tone(Tone::Good),
                )),
            ),
            Status::Lost(why) => (
                t!("box-lost"),
                Line::from(Span::styled(lost(why), paint.tone(Tone::Bad))),
            ),
            Status::Playing => (String::new(), Line::from("")),
        };
        let mut lines = vec![first, Line::from("")];
        lines.extend(
            t!("box-over-keys")
                .lines()
                .map(|l| Line::from(l.to_string())),
        );
        (title, lines)
    }

    /// The part of the screen left for the piles: less the title above, and the message and
    /// the keys below (the title and message take a second row when they need it).
    pub fn board_area(&self, area: Rect) -> Rect {
        let paint = Paint {
            colour: false,
            ascii: self.setup.ascii,
        };
        let top = rows(&self.title_line(paint), area.width);
        let bottom = rows(&self.message_line(paint), area.width) + 1;
        Rect::new(
            area.x,
            area.y + top,
            area.width,
            area.height.saturating_sub(top + bottom),
        )
    }

    fn title_line(&self, paint: Paint) -> Line<'static> {
        let deal = match self.session.deal().seed {
            Some(s) => t!("deal-number", seed = s.to_string()),
            None => t!("board-deal-from-file"),
        };
        let moves = self.session.history().len();
        // The name is shown only when the title does not already say it (a local variant).
        let squash = |s: &str| {
            s.chars()
                .filter(char::is_ascii_alphanumeric)
                .map(|c| c.to_ascii_lowercase())
                .collect::<String>()
        };
        let variant = if squash(&self.setup.title) == squash(&self.setup.variant) {
            String::new()
        } else {
            format!(" ({})", self.setup.variant)
        };
        let mut spans = vec![
            Span::styled(
                i18n::title(
                    &self.setup.game_name,
                    &self.setup.variant,
                    &self.setup.title,
                ),
                Style::default().add_modifier(Modifier::BOLD),
            ),
            Span::styled(variant, paint.dim()),
            Span::raw(format!(
                " · {}",
                t!(
                    "board-title",
                    deal = deal,
                    moves = crate::board::moves(moves),
                    time = time(self.elapsed().as_millis() as u64)
                )
            )),
        ];
        if self.session.assisted() {
            spans.push(Span::styled(" · ", paint.dim()));
            spans.push(Span::styled(t!("board-assisted"), paint.tone(Tone::Bad)));
        }
        for f in &self.view.facts {
            spans.push(Span::styled(" · ", paint.dim()));
            spans.push(Span::raw(f.to_string()));
        }
        Line::from(spans)
    }

    fn message_line(&self, paint: Paint) -> Line<'static> {
        match (&self.message, self.session.status()) {
            (Some((m, t)), _) => Line::from(Span::styled(m.clone(), paint.tone(*t))),
            (None, Status::Won) => {
                Line::from(Span::styled(t!("board-won"), paint.tone(Tone::Good)))
            }
            (None, Status::Lost(why)) => Line::from(Span::styled(lost(why), paint.tone(Tone::Bad))),
            (None, Status::Playing) => Line::from(Span::styled(t!("board-pick"), paint.dim())),
        }
    }

    /// The keys that do something now.
    fn keys_line(&self, paint: Paint) -> Line<'static> {
        let mut keys: Vec<(&str, String)> = vec![("u", t!("key-undo")), ("r", t!("key-redo"))];
        if let Some(m) = self.space_move() {
            keys.push(("spc", m.to_string()));
        }
        keys.extend([
            ("H", t!("key-hint")),
            ("a", t!("key-auto")),
            ("n", t!("key-new")),
            ("s", t!("key-save")),
            ("q", t!("key-quit")),
            ("?", t!("key-help")),
        ]);
        let mut spans = Vec::new();
        for (k, what) in keys {
            if !spans.is_empty() {
                spans.push(Span::raw("  "));
            }
            spans.push(Span::styled(
                k.to_string(),
                paint.fg(Color::Cyan).add_modifier(Modifier::BOLD),
            ));
            spans.push(Span::raw(format!(" {what}")));
        }
        Line::from(spans)
    }

    fn draw_box(&self, frame: &mut Frame, title: &str, lines: Vec<Line<'static>>, paint: Paint) {
        let area = frame.area();
        let w = (lines.iter().map(Line::width).max().unwrap_or(0) as u16 + 4).min(area.width);
        let h = (lines.len() as u16 + 2).min(area.height);
        let r = Rect::new(
            area.x + (area.width - w) / 2,
            area.y + (area.height - h) / 2,
            w,
            h,
        );
        frame.render_widget(Clear, r);
        let block = Block::default()
            .borders(Borders::ALL)
            .border_set(if paint.ascii {
                ASCII_BORDER
            } else {
                ratatui::symbols::border::PLAIN
            })
            .title(format!(" {title} "))
            .border_style(paint.fg(Color::Yellow));
        frame.render_widget(
            Paragraph::new(
                lines
                    .into_iter()
                    .map(|mut l| {
                        l.spans.insert(0, Span::raw(" "));
                        l
                    })
                    .collect::<Vec<_>>(),
            )
            .block(block),
            r,
        );
    }
}

/// How far the help box scrolls: to where its last line shows at the bottom.
pub fn help_scroll_max(app: &App, area: Rect) -> u16 {
    let lines = app.help_lines(area).len() as u16;
    lines.saturating_sub(area.height.saturating_sub(2))
}

impl App {
    /// The keys, then the game's rules told in prose ([`engine::Explanation`]), wrapped to
    /// the screen, with a line where one ends and the other begins.
    fn help_lines(&self, area: Rect) -> Vec<Line<'static>> {
        let width = usize::from(area.width.saturating_sub(4)).clamp(30, 76);
        let mut lines: Vec<Line<'static>> = t!("help-keys")
            .lines()
            .map(|l| Line::from(l.to_string()))
            .collect();
        lines.push(Line::from(""));
        lines.push(Line::from(t!(
            "help-rules-follow",
            title = i18n::title(
                &self.setup.game_name,
                &self.setup.variant,
                &self.setup.title
            )
        )));
        lines.push(Line::from(""));
        let ascii = self.setup.ascii;
        let text = self
            .setup
            .game
            .explain()
            .render_with(width, |m| crate::glyphs::in_text(&i18n::told(m), ascii));
        let text = i18n::marked_by_line(&text);
        lines.extend(text.lines().map(|l| Line::from(l.to_string())));
        lines
    }
}

/// What the board says of a lost game: the game's reason, in a sentence of the catalog.
fn lost(why: engine::Lost) -> String {
    t!("board-lost", why = i18n::told(&why.msg()))
}
