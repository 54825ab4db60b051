//! The CLDR plural categories of whole numbers (<https://cldr.unicode.org>, "Language Plural Rules"), for the
//! `{ $count -> [one] ... [few] ... *[other] ... }` choices of the language files. Only whole numbers are ever
//! chosen on (counts of seeds, pits, games), so only the integer part of each rule is written here.
//!
//! A language names its rule set in its line of the language list; a language whose rules are not one of
//! these gets a new variant here (one match arm, from the CLDR table).

/// A CLDR plural category.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// `zero`.
    Zero,
    /// `one`.
    One,
    /// `two`.
    Two,
    /// `few`.
    Few,
    /// `many`.
    Many,
    /// `other`.
    Other,
}

impl Category {
    /// Every category, by its name in the files.
    pub const ALL: [(Category, &'static str); 6] = [
        (Category::Zero, "zero"),
        (Category::One, "one"),
        (Category::Two, "two"),
        (Category::Few, "few"),
        (Category::Many, "many"),
        (Category::Other, "other"),
    ];

    /// The category's name, as written in a variant key (`[few]`).
    pub fn name(self) -> &'static str {
        Category::ALL
            .iter()
            .find(|(c, _)| *c == self)
            .map_or("other", |(_, n)| n)
    }

    /// The category of a variant key, if the key is a category name.
    pub fn from_name(name: &str) -> Option<Category> {
        Category::ALL
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(c, _)| *c)
    }
}

/// The plural rules of a language: which category each whole number falls in. Rule sets no language of the
/// list uses yet are kept for the languages a teacher may add with one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// No plural forms (Yoruba, Chinese, Japanese, ...): every number is `other`.
    Other,
    /// `one` for 1 (English, Hungarian, German, Dutch, Swedish, Wolof, Hausa, ...).
    One,
    /// `one` for 0 and 1 (Akan/Twi, Lingala, ...).
    ZeroAndOne,
    /// `one` for 1, `many` for a whole million, millions, ... (Spanish, Italian, Catalan).
    OneMany,
    /// `one` for 0 and 1, `many` for a whole million, ... (French, Brazilian Portuguese).
    ZeroAndOneMany,
    /// `one` for 1, `few` for 2-4, 22-24, ... (not 12-14), `many` for the rest (Polish).
    Polish,
    /// `one` for 1, 21, 31, ... (not 11), `few` for 2-4, 22-24, ... (not 12-14), `many` for the rest (Russian,
    /// Ukrainian).
    EastSlavic,
}

impl Plural {
    /// The category of the whole number `n`.
    pub fn category(self, n: u64) -> Category {
        let (n10, n100) = (n % 10, n % 100);
        let millions = n != 0 && n.is_multiple_of(1_000_000);
        match self {
            Plural::Other => Category::Other,
            Plural::One if n == 1 => Category::One,
            Plural::ZeroAndOne if n <= 1 => Category::One,
            Plural::OneMany if n == 1 => Category::One,
            Plural::OneMany if millions => Category::Many,
            Plural::ZeroAndOneMany if n <= 1 => Category::One,
            Plural::ZeroAndOneMany if millions => Category::Many,
            Plural::Polish if n == 1 => Category::One,
            Plural::Polish | Plural::EastSlavic
                if (2..=4).contains(&n10) && !(12..=14).contains(&n100) =>
            {
                Category::Few
            }
            Plural::Polish => Category::Many,
            Plural::EastSlavic if n10 == 1 && n100 != 11 => Category::One,
            Plural::EastSlavic => Category::Many,
            _ => Category::Other,
        }
    }

    /// The categories whole numbers fall in under these rules (a file may use only these keys).
    pub fn categories(self) -> Vec<Category> {
        let mut out: Vec<Category> = Vec::new();
        for n in (0..200).chain([1_000_000, 2_000_000]) {
            let c = self.category(n);
            if !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(p: Plural, ns: &[u64]) -> Vec<&'static str> {
        ns.iter().map(|&n| p.category(n).name()).collect()
    }

    /// The CLDR examples of each rule set (integers).
    #[test]
    fn cldr_examples() {
        assert_eq!(
            names(Plural::One, &[0, 1, 2, 21]),
            ["other", "one", "other", "other"]
        );
        assert_eq!(
            names(Plural::OneMany, &[0, 1, 2, 1_000_000, 1_000_001]),
            ["other", "one", "other", "many", "other"]
        );
        assert_eq!(
            names(Plural::ZeroAndOneMany, &[0, 1, 2, 17, 1_000_000]),
            ["one", "one", "other", "other", "many"]
        );
        assert_eq!(
            names(
                Plural::Polish,
                &[1, 2, 4, 5, 12, 13, 21, 22, 25, 104, 111, 0]
            ),
            [
                "one", "few", "few", "many", "many", "many", "many", "few", "many", "few", "many",
                "many"
            ]
        );
        assert_eq!(
            names(Plural::EastSlavic, &[1, 21, 11, 2, 12, 5, 0]),
            ["one", "one", "many", "few", "many", "many", "many"]
        );
        assert_eq!(
            names(Plural::ZeroAndOne, &[0, 1, 2]),
            ["one", "one", "other"]
        );
        assert_eq!(Plural::Other.categories(), [Category::Other]);
        assert_eq!(
            Plural::Polish.categories(),
            [Category::Many, Category::One, Category::Few]
        );
    }
}
