//! Difficulty grades of numbered deals, measured by the solver (never guessed): the
//! deals of a range were solved once by `solitaire-cli grade` (see
//! `tools/make-grades.sh`) and the results ship beside the game files
//! (`core/games/*.grades`). A won deal's grade comes from how many positions the
//! solver searched to win it, against bounds fixed when the file was first made: the
//! quartiles of that range's won deals. Proved-lost and undecided deals have no grade.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How hard a deal is, by the solver's measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Grade {
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Grade {
    pub const ALL: [Grade; 4] = [Grade::Easy, Grade::Medium, Grade::Hard, Grade::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Grade::Easy => "Easy",
            Grade::Medium => "Medium",
            Grade::Hard => "Hard",
            Grade::Expert => "Expert",
        }
    }

    /// Parses a grade's name, in any case.
    pub fn parse(name: &str) -> Option<Grade> {
        Grade::ALL
            .into_iter()
            .find(|g| g.name().eq_ignore_ascii_case(name.trim()))
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the solver found for one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solved {
    /// Won after searching `positions`, in a line of `moves`.
    Won { positions: u32, moves: u16 },
    /// Every reachable position searched: no win.
    Lost,
    /// The budget ran out first.
    Undecided,
}

/// The graded deals of one game: `first..first + deals.len()`.
#[derive(Clone, Debug, PartialEq)]
pub struct Grades {
    pub game: String,
    pub first: u32,
    /// Positions the solver could search per deal.
    pub budget: u32,
    /// Most positions for Easy, Medium and Hard; Expert is above the last.
    pub bounds: [u32; 3],
    pub deals: Vec<Solved>,
    /// The won deals of each grade, ascending.
    by_grade: [Vec<u32>; 4],
}

impl Grades {
    /// Grades results of deals `first..`, with bounds at the quartiles of the wins'
    /// positions.
    pub fn measure(game: &str, first: u32, budget: u32, deals: Vec<Solved>) -> Grades {
        let mut positions: Vec<u32> = deals
            .iter()
            .filter_map(|s| match s {
                Solved::Won { positions, .. } => Some(*positions),
                _ => None,
            })
            .collect();
        positions.sort_unstable();
        let quartile = |q: usize| {
            positions
                .get((positions.len() * q / 4).saturating_sub(1))
                .copied()
                .unwrap_or(0)
        };
        Grades::new(
            game,
            first,
            budget,
            [quartile(1), quartile(2), quartile(3)],
            deals,
        )
    }

    fn new(game: &str, first: u32, budget: u32, bounds: [u32; 3], deals: Vec<Solved>) -> Grades {
        let mut grades = Grades {
            game: game.to_string(),
            first,
            budget,
            bounds,
            deals,
            by_grade: Default::default(),
        };
        for (i, solved) in grades.deals.iter().enumerate() {
            if let Solved::Won { positions, .. } = solved {
                grades.by_grade[grades.grade_for(*positions) as usize].push(first + i as u32);
            }
        }
        grades
    }

    /// The grade of a win that took `positions`.
    pub fn grade_for(&self, positions: u32) -> Grade {
        match self.bounds.iter().position(|&b| positions <= b) {
            Some(i) => Grade::ALL[i],
            None => Grade::Expert,
        }
    }

    /// The last graded deal.
    pub fn last(&self) -> u32 {
        self.first + self.deals.len() as u32 - 1
    }

    /// What the solver found for deal `number`, if it is in the graded range.
    pub fn solved(&self, number: u32) -> Option<Solved> {
        let i = number.checked_sub(self.first)?;
        self.deals.get(i as usize).copied()
    }

    /// The grade of deal `number`: `None` outside the range, or for a deal not won.
    pub fn grade(&self, number: u32) -> Option<Grade> {
        match self.solved(number)? {
            Solved::Won { positions, .. } => Some(self.grade_for(positions)),
            _ => None,
        }
    }

    /// The won deals of `grade`, ascending.
    pub fn deals_of(&self, grade: Grade) -> &[u32] {
        &self.by_grade[grade as usize]
    }

    /// The solver's win rate over the graded deals, in whole percents: the deals won,
    /// and those that may be won (the undecided deals too). `speech` puts it in words.
    pub fn win_rate(&self) -> (f64, f64) {
        let count = |f: fn(&Solved) -> bool| self.deals.iter().filter(|d| f(d)).count();
        let won = count(|d| matches!(d, Solved::Won { .. }));
        let undecided = count(|d| *d == Solved::Undecided);
        let percent = |n: usize| (n as f64 * 100.0 / self.deals.len().max(1) as f64).round();
        (percent(won), percent(won + undecided))
    }

    /// The file format: comment lines, a header, then one line per deal.
    pub fn to_text(&self, made_by: &str) -> String {
        let mut out = format!(
            "# Difficulty grades of {} deals {}..{}, made by `{made_by}`.\n\
             # One line per deal from the first: `w POSITIONS MOVES` won after searching that many\n\
             # positions, `l` proved lost, `u` undecided within the budget. Grades: won in at most\n\
             # the first bound's positions is Easy, the second Medium, the third Hard, more Expert.\n\
             game {}\nfirst {}\nbudget {}\nbounds {} {} {}\n",
            self.game,
            self.first,
            self.last(),
            self.game,
            self.first,
            self.budget,
            self.bounds[0],
            self.bounds[1],
            self.bounds[2],
        );
        for solved in &self.deals {
            match solved {
                Solved::Won { positions, moves } => {
                    out += &format!("w {positions} {moves}\n");
                }
                Solved::Lost => out += "l\n",
                Solved::Undecided => out += "u\n",
            }
        }
        out
    }

    /// Reads the file format of `to_text`.
    pub fn parse(text: &str) -> Result<Grades, String> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
        let mut header = |key: &str| -> Result<Vec<String>, String> {
            let (n, line) = lines.next().ok_or(format!("no '{key}' line"))?;
            let mut words = line.split_whitespace();
            if words.next() != Some(key) {
                return Err(format!("line {n}: '{key}' expected"));
            }
            Ok(words.map(String::from).collect())
        };
        let number = |w: &str| {
            w.parse::<u32>()
                .map_err(|_| format!("'{w}' is not a number"))
        };
        let game = header("game")?.join(" ");
        let first = number(header("first")?.first().ok_or("no first deal")?)?;
        let budget = number(header("budget")?.first().ok_or("no budget")?)?;
        let bounds: Vec<u32> = header("bounds")?
            .iter()
            .map(|w| number(w))
            .collect::<Result<_, _>>()?;
        let bounds: [u32; 3] = bounds.try_into().map_err(|_| "three bounds expected")?;
        if first == 0 || bounds[0] > bounds[1] || bounds[1] > bounds[2] {
            return Err("the first deal is 1 or more and the bounds ascend".into());
        }
        let mut deals = Vec::new();
        for (n, line) in lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            deals.push(match words.as_slice() {
                ["w", positions, moves] => Solved::Won {
                    positions: number(positions)?,
                    moves: moves
                        .parse()
                        .map_err(|_| format!("line {n}: '{moves}' is not a move count"))?,
                },
                ["l"] => Solved::Lost,
                ["u"] => Solved::Undecided,
                _ => return Err(format!("line {n}: '{line}' is not a deal's result")),
            });
        }
        if deals.is_empty() {
            return Err("no deals".into());
        }
        Ok(Grades::new(&game, first, budget, bounds, deals))
    }
}

/// 136308 as "136,308".
#[cfg(test)]
mod tests {
    use super::*;

    fn won(positions: u32) -> Solved {
        Solved::Won {
            positions,
            moves: 90,
        }
    }

    #[test]
    fn quartile_bounds_grade_a_quarter_each_and_the_text_round_trips() {
        let deals: Vec<Solved> = (1..=8)
            .map(|p| won(p * 100))
            .chain([Solved::Lost, Solved::Undecided])
            .collect();
        let g = Grades::measure("freecell", 5, 1000, deals);
        assert_eq!(g.bounds, [200, 400, 600]);
        assert_eq!(g.deals_of(Grade::Easy), &[5, 6]);
        assert_eq!(g.deals_of(Grade::Expert), &[11, 12]);
        assert_eq!(g.grade(5), Some(Grade::Easy));
        assert_eq!(g.grade(9), Some(Grade::Hard));
        assert_eq!(g.grade(13), None, "lost");
        assert_eq!(g.grade(14), None, "undecided");
        assert_eq!(g.grade(4), None, "before the range");
        assert_eq!(g.grade(15), None, "after it");
        assert_eq!(g.last(), 14);
        let again = Grades::parse(&g.to_text("a test")).unwrap();
        assert_eq!(again, g);
    }

    #[test]
    fn bad_files_say_what_is_wrong() {
        let good = "game x\nfirst 1\nbudget 9\nbounds 1 2 3\nw 1 2\n";
        assert!(Grades::parse(good).is_ok());
        let bad = |t: &str| Grades::parse(t).unwrap_err();
        assert!(bad("").contains("'game'"));
        assert!(bad(&good.replace("w 1 2", "w x 2")).contains("'x'"));
        assert!(bad(&good.replace("w 1 2", "z")).contains("line 5"));
        assert!(bad(&good.replace("1 2 3", "3 2 1")).contains("ascend"));
        assert!(bad(&good.replace("1 2 3", "1 2")).contains("three bounds"));
        assert!(bad("game x\nfirst 1\nbudget 9\nbounds 1 2 3\n").contains("no deals"));
        assert_eq!(Grade::parse(" hard"), Some(Grade::Hard));
        assert_eq!(Grade::parse("brutal"), None);
    }

    #[test]
    fn the_win_rate_is_a_range_where_deals_are_undecided() {
        let won = Solved::Won {
            positions: 10,
            moves: 90,
        };
        let g = Grades::measure("x", 1, 100, vec![won, won, won, Solved::Lost]);
        assert_eq!(g.win_rate(), (75.0, 75.0));
        let g = Grades::measure("x", 1, 100, vec![won, Solved::Undecided, Solved::Lost, won]);
        assert_eq!(g.win_rate(), (50.0, 75.0));
    }

    #[test]
    fn every_game_ships_grades_with_each_level_filled() {
        for id in crate::game_ids() {
            let g = crate::registry::grades(id).unwrap_or_else(|| panic!("{id} has no grades"));
            for grade in Grade::ALL {
                assert!(g.deals_of(grade).len() >= 50, "{id} {grade}");
            }
        }
    }
}
