//! The facade that links every game crate. A crate no source file names is not linked, and
//! its `inventory` registration would silently vanish; the build script names every `game-*`
//! dependency of this crate here, so a game is linked by its one dependency line.

include!(concat!(env!("OUT_DIR"), "/links.rs"));

/// The file names and texts of `rules/`, as the build saw them: a test checks that each is
/// a rules file some linked game brings (its own or a variant), so that no file there is
/// left out of the program.
#[cfg(test)]
static RULES_DIR: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/rules_files.rs"));

#[cfg(test)]
mod tests {
    use super::RULES_DIR;

    #[test]
    fn every_file_of_rules_is_brought_by_its_game() {
        let entries = engine::registered().expect("no name is registered twice");
        let brought: Vec<&str> = entries
            .values()
            .flat_map(|e| std::iter::once(e.rules.own).chain(e.rules.variants.iter().copied()))
            .collect();
        assert!(
            RULES_DIR.len() >= 11,
            "rules/ read as {} files",
            RULES_DIR.len()
        );
        for (file, text) in RULES_DIR {
            assert!(
                brought.contains(text),
                "rules/{file} is no game's own file or variant: add it to its game's `RULES`"
            );
        }
        assert_eq!(
            brought.len(),
            RULES_DIR.len(),
            "a game brings a rules file that rules/ does not hold"
        );
    }
}
