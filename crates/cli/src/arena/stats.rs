//! The statistics of a match as chess engine testing computes them: the score, the logistic Elo difference
//! and its 95 % error bar, and the log-likelihood ratio (LLR) of a sequential probability ratio test (SPRT)
//! between two Elo hypotheses.
//!
//! Games come in pairs (one opening played with both colours). A pair scores 0, ½, 1, 1½ or 2 points, so the
//! results are counted as a *pentanomial* distribution of pair scores; its variance is smaller than the
//! trinomial (win/draw/loss) one when the openings are unbalanced, which gives honest, tighter error bars and
//! is what Fishtest uses. Games of an unfinished pair are counted in the score but not in the error bar.
//!
//! The SPRT is the generalised SPRT of Fishtest and cutechess (M. Van den Bergh, "A note on the normal
//! approximation of the SPRT"): with the mean pair score `x̄`, its variance `σ²` per pair, `N` pairs and the
//! expected scores `s0`, `s1` of the two hypotheses,
//! `LLR = N (s1 - s0) (2 x̄ - s0 - s1) / (2 σ²)`. The test accepts H1 (`elo >= elo1`) when the LLR reaches
//! `ln((1 - β) / α)` and H0 (`elo <= elo0`) when it falls to `ln(β / (1 - α))`.

/// The expected score of a player `elo` logistic Elo points stronger than the opponent.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic Elo difference that gives `score` (0 < score < 1; clamped a little inside so that a
/// perfect score gives a large finite number).
pub fn elo_of_score(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The two quantiles of the normal distribution that leave 2.5 % on each side.
const Z95: f64 = 1.959_963_984_540_054;

/// A running tally of a match from the first engine's point of view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Games won, drawn and lost by the first engine.
    pub wins: u32,
    /// See `wins`.
    pub draws: u32,
    /// See `wins`.
    pub losses: u32,
    /// `pairs[k]`: complete pairs in which the first engine scored `k / 2` points (0, ½, .. 2).
    pub pairs: [u32; 5],
}

/// An SPRT between `elo0` (H0) and `elo1` (H1) with error rates `alpha` and `beta`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// Elo of the null hypothesis.
    pub elo0: f64,
    /// Elo of the alternative hypothesis.
    pub elo1: f64,
    /// The false positive rate.
    pub alpha: f64,
    /// The false negative rate.
    pub beta: f64,
}

/// What an SPRT concludes so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtVerdict {
    /// Keep playing.
    Continue,
    /// H1 accepted: the first engine is at least `elo1` stronger (within the error rates).
    H1,
    /// H0 accepted: the first engine is at most `elo0` stronger.
    H0,
}

impl Sprt {
    /// The lower and upper LLR bounds.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The verdict for a log-likelihood ratio.
    pub fn verdict(&self, llr: f64) -> SprtVerdict {
        let (lo, hi) = self.bounds();
        if llr >= hi {
            SprtVerdict::H1
        } else if llr <= lo {
            SprtVerdict::H0
        } else {
            SprtVerdict::Continue
        }
    }

    /// Reads `elo0,elo1[,alpha,beta]` (alpha and beta default to 0.05).
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let parts: Vec<f64> = text
            .split(',')
            .map(|p| p.trim().parse::<f64>())
            .collect::<Result<_, _>>()
            .map_err(|_| format!("--sprt wants elo0,elo1[,alpha,beta], not '{text}'"))?;
        let sprt = match parts[..] {
            [elo0, elo1] => Sprt {
                elo0,
                elo1,
                alpha: 0.05,
                beta: 0.05,
            },
            [elo0, elo1, alpha, beta] => Sprt {
                elo0,
                elo1,
                alpha,
                beta,
            },
            _ => return Err(format!("--sprt wants elo0,elo1[,alpha,beta], not '{text}'")),
        };
        let rate = |r: f64| r > 0.0 && r < 0.5;
        if sprt.elo1 <= sprt.elo0 || !rate(sprt.alpha) || !rate(sprt.beta) {
            return Err(format!(
                "--sprt: elo1 must be above elo0 and alpha, beta between 0 and 0.5 ('{text}')"
            ));
        }
        Ok(sprt)
    }
}

impl Tally {
    /// Adds one game: `points` is 1, ½ or 0 for the first engine.
    pub fn add_game(&mut self, points: f64) {
        if points > 0.75 {
            self.wins += 1;
        } else if points > 0.25 {
            self.draws += 1;
        } else {
            self.losses += 1;
        }
    }

    /// Adds a complete pair scoring `points` (0 to 2) for the first engine; its games are added separately.
    pub fn add_pair(&mut self, points: f64) {
        let k = (points * 2.0).round().clamp(0.0, 4.0) as usize;
        self.pairs[k] += 1;
    }

    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first engine's share of the points (0.5 when nothing was played).
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / n as f64
    }

    /// The mean pair score (per game, 0..1), its variance per pair and the number of pairs; or, with fewer
    /// than two pairs, the same from the games as a trinomial.
    fn mean_variance(&self) -> (f64, f64, f64) {
        let pairs: u32 = self.pairs.iter().sum();
        if pairs >= 2 {
            let n = pairs as f64;
            let mean = (0..5)
                .map(|k| self.pairs[k] as f64 * k as f64 / 4.0)
                .sum::<f64>()
                / n;
            let var = (0..5)
                .map(|k| self.pairs[k] as f64 * (k as f64 / 4.0 - mean).powi(2))
                .sum::<f64>()
                / n;
            (mean, var, n)
        } else {
            let n = self.games().max(1) as f64;
            let mean = self.score();
            let var = (self.wins as f64 * (1.0 - mean).powi(2)
                + self.draws as f64 * (0.5 - mean).powi(2)
                + self.losses as f64 * mean.powi(2))
                / n;
            (mean, var, n)
        }
    }

    /// The Elo difference of the score and the half-width of its 95 % confidence interval.
    pub fn elo(&self) -> (f64, f64) {
        let elo = elo_of_score(self.score());
        let (mean, var, n) = self.mean_variance();
        let se = (var / n).sqrt();
        let lo = elo_of_score(mean - Z95 * se);
        let hi = elo_of_score(mean + Z95 * se);
        (elo, (hi - lo) / 2.0)
    }

    /// The log-likelihood ratio of `sprt` (0 while the results have no spread yet).
    pub fn llr(&self, sprt: &Sprt) -> f64 {
        let (mean, var, n) = self.mean_variance();
        if self.games() == 0 || var <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_of_elo(sprt.elo0), score_of_elo(sprt.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    #[test]
    fn elo_and_score_are_inverse_logistic_functions() {
        assert!(close(elo_of_score(0.5), 0.0, 1e-9));
        // +100 Elo is a 64 % score: the bar of the issue.
        assert!(close(score_of_elo(100.0), 0.640_065, 1e-6));
        assert!(close(elo_of_score(0.64), 99.95, 0.01));
        assert!(close(elo_of_score(0.75), 190.85, 0.01));
        assert!(close(elo_of_score(0.25), -190.85, 0.01));
        for elo in [-400.0, -35.5, 0.0, 12.0, 250.0] {
            assert!(close(elo_of_score(score_of_elo(elo)), elo, 1e-6));
        }
    }

    #[test]
    fn the_error_bar_of_a_trinomial_match_matches_a_hand_computation() {
        // 60 wins, 20 draws, 20 losses in 100 games: score 0.7, per-game variance
        // (60 * 0.09 + 20 * 0.04 + 20 * 0.49) / 100 = 0.16, standard error 0.04.
        let t = Tally {
            wins: 60,
            draws: 20,
            losses: 20,
            pairs: [0; 5],
        };
        let (elo, err) = t.elo();
        assert!(close(elo, elo_of_score(0.7), 1e-9));
        let lo = elo_of_score(0.7 - Z95 * 0.04);
        let hi = elo_of_score(0.7 + Z95 * 0.04);
        assert!(close(err, (hi - lo) / 2.0, 1e-9));
        assert!(close(err, 66.0, 0.1), "{err}");
    }

    #[test]
    fn the_error_bar_of_pairs_uses_the_pentanomial_variance() {
        // 10 pairs: 2 scored 2 points, 6 scored 1, 2 scored 0: mean 0.5, variance per pair
        // (2 * 0.25 + 2 * 0.25) / 10 = 0.1, standard error 0.1.
        let t = Tally {
            wins: 6,
            draws: 8,
            losses: 6,
            pairs: [2, 0, 6, 0, 2],
        };
        let (elo, err) = t.elo();
        assert!(close(elo, 0.0, 1e-9));
        let half = (elo_of_score(0.5 + Z95 * 0.1) - elo_of_score(0.5 - Z95 * 0.1)) / 2.0;
        assert!(close(err, half, 1e-9));
        // Equal to a hand value: 0.5 + 0.196 is 0.696, about 144 Elo.
        assert!(close(err, 143.9, 0.1), "{err}");
    }

    #[test]
    fn sprt_bounds_and_llr_follow_the_normal_approximation() {
        let sprt = Sprt::parse("0,10").expect("valid");
        let (lo, hi) = sprt.bounds();
        assert!(close(lo, -2.944, 1e-3) && close(hi, 2.944, 1e-3));
        let s0 = score_of_elo(0.0);
        let s1 = score_of_elo(10.0);
        // 100 pairs: 80 split 1-1, 10 won 2-0, 10 lost 0-2: mean 0.5, variance 20 * 0.25 / 100 per pair.
        let t = Tally {
            wins: 20,
            draws: 160,
            losses: 20,
            pairs: [10, 0, 80, 0, 10],
        };
        let var = 20.0 * 0.25 / 100.0;
        let expect = 100.0 * (s1 - s0) * (2.0 * 0.5 - s0 - s1) / (2.0 * var);
        assert!(close(t.llr(&sprt), expect, 1e-9));
        // An even score is evidence for H0 (elo 0) against H1 (elo 10).
        assert!(t.llr(&sprt) < 0.0);
        // A clearly stronger engine passes, a weaker one fails.
        let strong = Tally {
            wins: 700,
            draws: 200,
            losses: 100,
            pairs: [10, 40, 150, 150, 150],
        };
        assert_eq!(sprt.verdict(strong.llr(&sprt)), SprtVerdict::H1);
        let weak = Tally {
            wins: 100,
            draws: 200,
            losses: 700,
            pairs: [150, 150, 150, 40, 10],
        };
        assert_eq!(sprt.verdict(weak.llr(&sprt)), SprtVerdict::H0);
        assert_eq!(sprt.verdict(0.0), SprtVerdict::Continue);
    }

    #[test]
    fn sprt_parse_rejects_nonsense() {
        assert!(Sprt::parse("10,0").is_err());
        assert!(Sprt::parse("0,10,0.7,0.05").is_err());
        assert!(Sprt::parse("zero,ten").is_err());
        assert_eq!(
            Sprt::parse("-5,5,0.1,0.2"),
            Ok(Sprt {
                elo0: -5.0,
                elo1: 5.0,
                alpha: 0.1,
                beta: 0.2
            })
        );
    }

    #[test]
    fn tally_counts_games_and_pairs() {
        let mut t = Tally::default();
        for p in [1.0, 0.5, 0.0, 1.0] {
            t.add_game(p);
        }
        t.add_pair(1.5);
        t.add_pair(1.0);
        assert_eq!((t.wins, t.draws, t.losses), (2, 1, 1));
        assert_eq!(t.pairs, [0, 0, 1, 1, 0]);
        assert!(close(t.score(), 0.625, 1e-12));
    }
}
