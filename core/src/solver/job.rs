//! A search the game hands to the background: solving a game's position, or looking
//! back along a lost game for the last winnable point. On the desktop a job runs on a
//! thread as it is; in the browser it crosses to a Web Worker and back as text (RON),
//! the game by its saved form (its id, deal and moves) and the moves in notation, so
//! the worker needs only the core.

use super::budget::Budget;
use super::portfolio::solve;
use super::rewind::{Rewind, last_winnable};
use super::searcher::{Report, Verdict};
use crate::game::Game;
use crate::rules::Rules;
use crate::save::SavedGame;
use crate::{Move, builtin};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// What to search.
#[derive(Clone, Debug)]
pub enum Job {
    /// Solve the game's current position.
    Solve(Game),
    /// Find the last point of the game's history from which it can still be won.
    LookBack(Game),
}

/// A job's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    Report(Report),
    Rewind(Rewind),
}

impl Job {
    pub fn run(&self, budget: &Budget) -> Answer {
        match self {
            Job::Solve(game) => Answer::Report(solve(game.rules(), game.position(), budget)),
            Job::LookBack(game) => Answer::Rewind(last_winnable(game, budget)),
        }
    }

    fn game(&self) -> &Game {
        match self {
            Job::Solve(game) | Job::LookBack(game) => game,
        }
    }

    /// The job and its budget as text (the budget's cancel flag stays behind: the
    /// worker running it is ended instead).
    pub fn to_text(&self, budget: &Budget) -> String {
        let wire = JobText {
            look_back: matches!(self, Job::LookBack(_)),
            game: self.game().to_saved(),
            budget: BudgetText {
                nodes: budget.nodes as u64,
                time_ms: budget.time.map(|t| t.as_millis() as u64),
                memory: budget.memory as u64,
                graded: budget.graded,
            },
        };
        ron::to_string(&wire).expect("a job always serialises")
    }

    /// Reads a job's answer: moves in the notation of this job's game.
    pub fn answer_from_text(&self, text: &str) -> Result<Answer, String> {
        let wire: AnswerText = ron::from_str(text).map_err(|e| e.to_string())?;
        let rules = self.game().rules();
        Ok(match wire {
            AnswerText::Failed(reason) => return Err(reason),
            AnswerText::Rewind(rewind) => Answer::Rewind(match rewind {
                RewindText::To(n) => Rewind::To(n as usize),
                RewindText::DealLost => Rewind::DealLost,
                RewindText::Unknown => Rewind::Unknown,
            }),
            AnswerText::Report {
                verdict,
                moves,
                nodes,
                seen,
                elapsed_ms,
                best,
            } => Answer::Report(Report {
                verdict: match verdict {
                    VerdictText::Solved => Verdict::Solved(rules.parse_moves(&moves)?),
                    VerdictText::Impossible => Verdict::Impossible,
                    VerdictText::Unknown => Verdict::Unknown,
                },
                nodes: nodes as usize,
                seen: seen as usize,
                elapsed: Duration::from_millis(elapsed_ms),
                best: rules.parse_moves(&best)?,
            }),
        })
    }
}

/// The worker's whole work: a job's text in, its answer's text out (a job that cannot
/// be read is answered with the reason, never a panic).
pub fn answer_text(job: &str) -> String {
    let answer = read_job(job).map(|(job, budget)| {
        let answer = job.run(&budget);
        answer_to_text(job.game().rules(), answer)
    });
    ron::to_string(&answer.unwrap_or_else(AnswerText::Failed)).expect("answers serialise")
}

fn read_job(text: &str) -> Result<(Job, Budget), String> {
    let wire: JobText = ron::from_str(text).map_err(|e| e.to_string())?;
    let game = Game::from_saved(&wire.game, builtin).map_err(|e| e.to_string())?;
    let budget = Budget {
        nodes: wire.budget.nodes as usize,
        time: wire.budget.time_ms.map(Duration::from_millis),
        cancel: None,
        memory: wire.budget.memory as usize,
        graded: wire.budget.graded,
    };
    let job = if wire.look_back {
        Job::LookBack(game)
    } else {
        Job::Solve(game)
    };
    Ok((job, budget))
}

fn answer_to_text(rules: &Rules, answer: Answer) -> AnswerText {
    let text = |moves: &[Move]| {
        moves
            .iter()
            .map(|&m| rules.move_text(m))
            .collect::<Vec<_>>()
            .join(" ")
    };
    match answer {
        Answer::Rewind(rewind) => AnswerText::Rewind(match rewind {
            Rewind::To(n) => RewindText::To(n as u64),
            Rewind::DealLost => RewindText::DealLost,
            Rewind::Unknown => RewindText::Unknown,
        }),
        Answer::Report(report) => {
            let (verdict, moves) = match &report.verdict {
                Verdict::Solved(moves) => (VerdictText::Solved, text(moves)),
                Verdict::Impossible => (VerdictText::Impossible, String::new()),
                Verdict::Unknown => (VerdictText::Unknown, String::new()),
            };
            AnswerText::Report {
                verdict,
                moves,
                nodes: report.nodes as u64,
                seen: report.seen as u64,
                elapsed_ms: report.elapsed.as_millis() as u64,
                best: text(&report.best),
            }
        }
    }
}

#[derive(Serialize, Deserialize)]
struct JobText {
    look_back: bool,
    game: SavedGame,
    budget: BudgetText,
}

#[derive(Serialize, Deserialize)]
struct BudgetText {
    nodes: u64,
    time_ms: Option<u64>,
    memory: u64,
    graded: bool,
}

#[derive(Serialize, Deserialize)]
enum AnswerText {
    Report {
        verdict: VerdictText,
        moves: String,
        nodes: u64,
        seen: u64,
        elapsed_ms: u64,
        best: String,
    },
    Rewind(RewindText),
    Failed(String),
}

#[derive(Serialize, Deserialize)]
enum VerdictText {
    Solved,
    Impossible,
    Unknown,
}

#[derive(Serialize, Deserialize)]
enum RewindText {
    To(u64),
    DealLost,
    Unknown,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: &str, deal: u32, moves: usize) -> Game {
        let mut game = Game::new(builtin(id).unwrap(), deal).unwrap();
        let report = solve(game.rules(), game.position(), &Budget::nodes(200_000));
        let Verdict::Solved(line) = report.verdict else {
            panic!("{id} #{deal} is won by the solver");
        };
        for &mv in line.iter().take(moves) {
            game.apply(mv).unwrap();
        }
        game
    }

    /// The answer that crosses as text is the answer run in place, moves and all.
    #[test]
    fn a_job_crossing_as_text_answers_as_it_does_in_place() {
        let budget = Budget::nodes(50_000);
        for (id, deal, played) in [("freecell", 1, 5), ("klondike", 3, 0), ("golf", 2, 4)] {
            let job = Job::Solve(game(id, deal, played));
            let mut here = job.run(&budget);
            let mut there = job
                .answer_from_text(&answer_text(&job.to_text(&budget)))
                .unwrap();
            // (Only the time differs.)
            for answer in [&mut here, &mut there] {
                if let Answer::Report(r) = answer {
                    r.elapsed = Duration::ZERO;
                }
            }
            assert_eq!(here, there, "{id} #{deal}");
        }
    }

    #[test]
    fn a_look_back_crosses_as_text() {
        let game = game("freecell", 1, 6);
        let job = Job::LookBack(game);
        let budget = Budget::nodes(20_000);
        let there = job
            .answer_from_text(&answer_text(&job.to_text(&budget)))
            .unwrap();
        assert_eq!(job.run(&budget), there);
    }

    #[test]
    fn a_job_that_cannot_be_read_is_answered_with_the_reason() {
        let job = Job::Solve(Game::new(builtin("freecell").unwrap(), 1).unwrap());
        for bad in [
            "",
            "(look_back: true)",
            "garbage",
            "(look_back: false, game: (version: 9, game: \"freecell\", deal: 1, moves: \"\"), budget: (nodes: 1, time_ms: None, memory: 1, graded: false))",
        ] {
            let answer = answer_text(bad);
            assert!(job.answer_from_text(&answer).is_err(), "{bad}: {answer}");
        }
    }
}
