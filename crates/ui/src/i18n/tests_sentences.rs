//! The sentences built from the engine's values, in every language: the wording and grammar of the files
//! (Polish cases and number agreement, Hungarian articles, French elision) as the page shows them.

use super::*;

/// Plain texts that are the same words in English and a language (not English left in it).
const SAME_AS_ENGLISH: &[(&str, &[&str])] = &[
    ("es", &["speed-normal"]),
    (
        "fr",
        &[
            "level-4",
            "group-international",
            "match-heading",
            "animation",
            "variant-abapa",
        ],
    ),
];

/// No plain text is left in English (beyond the words both languages share), and no text carries markup.
#[test]
fn every_language_is_translated_not_copied() {
    let en = res(Lang::En);
    for lang in Lang::ALL {
        let r = res(lang);
        let mut same = Vec::new();
        for (id, p) in patterns(r) {
            let mine = format!("{p:?}");
            assert!(!mine.contains('<'), "{lang:?} {id}: markup");
            let plain = p.0.iter().all(|e| matches!(e, Element::Text(_)));
            if lang != Lang::En && plain {
                let (m, a) = id
                    .split_once('.')
                    .map_or((id.as_str(), None), |(m, a)| (m, Some(a)));
                if en.pattern(m, a).is_some_and(|q| format!("{q:?}") == mine) {
                    same.push(id);
                }
            }
        }
        let allowed = SAME_AS_ENGLISH
            .iter()
            .find(|(code, _)| *code == lang.code())
            .map_or(&[][..], |(_, ids)| ids);
        same.retain(|id| !allowed.contains(&id.as_str()));
        assert!(same.is_empty(), "{lang:?}: {same:?} left in English");
    }
}

#[test]
fn stores_are_named_after_their_owner() {
    assert_eq!(store_name(Lang::En, Player::North), "North's store");
    assert_eq!(store_name(Lang::Es, Player::South), "Ruma de Sur");
    assert_eq!(store_name(Lang::Hu, Player::North), "Észak gyűjtője");
    assert_eq!(store_name(Lang::Pl, Player::South), "Magazyn Południa");
    assert_eq!(store_name(Lang::Fr, Player::South), "Grenier de Sud");
}

#[test]
fn plurals() {
    assert_eq!(seeds(Lang::En, 1), "1 seed");
    assert_eq!(seeds(Lang::En, 0), "0 seeds");
    assert_eq!(seeds(Lang::Es, 4), "4 semillas");
    assert_eq!(seeds(Lang::Hu, 4), "4 kavics");
    let pl: Vec<String> = [1, 2, 4, 5, 12, 13, 22, 25, 104, 111]
        .iter()
        .map(|&n| seeds(Lang::Pl, n))
        .collect();
    assert_eq!(
        pl,
        [
            "1 ziarno",
            "2 ziarna",
            "4 ziarna",
            "5 ziaren",
            "12 ziaren",
            "13 ziaren",
            "22 ziarna",
            "25 ziaren",
            "104 ziarna",
            "111 ziaren"
        ]
    );
}

/// The mockup's capture: North's c after CdEbDaB.
fn mockup_capture() -> wari_core::rules::MoveReport {
    let mut g = Game::new(Preset::Abapa.rules());
    for c in "CdEbDaB".chars() {
        g.play(wari_core::rules::parse_move_letter(c, 6).unwrap())
            .unwrap();
    }
    g.play(8).unwrap()
}

/// The mockup's move: after CdEbDaB, North plays c and captures 3 from E, 2 from D and 2 from C (C1, C2).
#[test]
fn move_sentences_name_the_captures_in_every_language() {
    let r = mockup_capture();
    assert_eq!(
        move_sentence(Lang::En, &r, 6),
        "North sowed c: captured 3 from E, 2 from D and 2 from C."
    );
    assert_eq!(
        move_sentence(Lang::Es, &r, 6),
        "Norte sembró el hoyo c y capturó 3 semillas del hoyo E, 2 del D y 2 del C."
    );
    assert_eq!(
        move_sentence(Lang::Hu, &r, 6),
        "Észak a c gödörből szórt, és elfogott 3 kavicsot az E, 2 kavicsot a D és 2 kavicsot a C gödörből."
    );
    assert_eq!(
        move_sentence(Lang::Pl, &r, 6),
        "Północ rozsiała ziarna z dołka c i zbiła 3 ziarna z dołka E, 2 z dołka D i 2 z dołka C."
    );
    let quiet = Game::new(Preset::Abapa.rules()).clone().play(2).unwrap();
    assert_eq!(move_sentence(Lang::En, &quiet, 6), "South sowed C.");
    assert_eq!(
        move_sentence(Lang::Pl, &quiet, 6),
        "Południe rozsiało ziarna z dołka C."
    );
}

/// While the mockup's move is still being sown, the words say only the pit sown, in every language: no capture
/// yet, no end of sentence.
#[test]
fn a_move_being_sown_names_only_its_pit() {
    let r = mockup_capture();
    assert_eq!(sowing_sentence(Lang::En, &r, 6), "North sows c…");
    assert_eq!(sowing_sentence(Lang::Es, &r, 6), "Norte siembra el hoyo c…");
    assert_eq!(sowing_sentence(Lang::Fr, &r, 6), "Nord sème la case c…");
    assert_eq!(sowing_sentence(Lang::Hu, &r, 6), "Észak a c gödörből szór…");
    assert_eq!(
        sowing_sentence(Lang::Pl, &r, 6),
        "Północ rozsiewa ziarna z dołka c…"
    );
}

/// Hungarian says "az" before the letters read with a vowel first, moruba's too: L (el), u, M (em), X (iksz).
#[test]
fn hungarian_articles_before_every_letter_of_four_rows() {
    let rules = Preset::Moruba.rules();
    // L sows M, N, O, P; P faces North's u, with d behind it (L4-C).
    let r = Game::new(rules).play(11).unwrap();
    assert_eq!(
        move_sentence(Lang::Hu, &r, 24),
        "Dél az L gödörből szórt, és elfogott 4 kavicsot az u és 4 kavicsot a d gödörből."
    );
    for (letter, article) in [
        ('M', "az"),
        ('N', "az"),
        ('O', "az"),
        ('R', "az"),
        ('S', "az"),
    ] {
        assert_eq!(
            tr!(Lang::Hu, "pit-article", "pit" => letter),
            article,
            "{letter}"
        );
    }
    for (letter, article) in [('x', "Az"), ('P', "A"), ('W', "A"), ('q', "A")] {
        assert_eq!(
            tr!(Lang::Hu, "pit-article-capital", "pit" => letter),
            article,
            "{letter}"
        );
    }
}

#[test]
fn grand_slam_sentences() {
    // South's F (1 seed) lands in a, making 2; North has nothing else: a grand slam (G1 captures nothing).
    let pos: Setup = "0-0-0-0-0-1-1-0-0-0-0-0-23-23-S".parse().unwrap();
    let mut g = Game::from_setup(Preset::Abapa.rules(), &pos).unwrap();
    let r = g.play(5).unwrap();
    assert!(r.grand_slam_uncaptured);
    assert!(move_sentence(Lang::En, &r, 6).contains("captures nothing"));
    let mut g = Game::from_setup(Preset::Antigua.rules(), &pos).unwrap();
    let r = g.play(5).unwrap();
    assert!(r.extra_turn);
    let s = move_sentence(Lang::En, &r, 6);
    assert_eq!(
        s,
        "South sowed F: captured 2 from a, all the opponent's seeds; South plays again and must give the opponent seeds."
    );
}

#[test]
fn outcomes_in_words() {
    let o = Outcome {
        winner: Some(Player::North),
        ending: Ending::Target,
        score: [20, 25],
    };
    let r = Preset::Abapa.rules();
    assert_eq!(
        outcome_sentence(Lang::En, &o, &r, Player::South, None),
        "Game over: a store reached 25 seeds. North wins, 25 to 20."
    );
    for l in Lang::ALL {
        for e in Ending::ALL {
            let o = Outcome { ending: e, ..o };
            for last in [None, Some(Player::South), Some(Player::North)] {
                let s = outcome_sentence(l, &o, &Preset::Numeros.rules(), Player::South, last);
                assert!(s.contains("25") && s.contains("20"), "{s}");
            }
        }
    }
}

/// E5: the end says why the game ended and who took the seeds left (the last capturer, or nobody).
#[test]
fn e5_outcome_names_the_reason_and_who_took_the_seeds_left() {
    let o = Outcome {
        winner: Some(Player::South),
        ending: Ending::NoCapture,
        score: [25, 23],
    };
    let numeros = Preset::Numeros.rules();
    let south = Some(Player::South);
    assert_eq!(
        outcome_sentence(Lang::En, &o, &numeros, Player::North, south),
        "Game over: no capture is possible any more, so the seeds left go to South, who captured last. South wins, 25 to 23."
    );
    assert_eq!(
        outcome_sentence(Lang::Es, &o, &numeros, Player::North, south),
        "Fin de la partida: el número de semillas en el tablero hace imposible seguir capturando, así que las semillas que quedan van a la ruma de Sur, que fue el último en capturar. Gana Sur, 25 a 23."
    );
    assert_eq!(
        outcome_sentence(Lang::Pl, &o, &numeros, Player::South, Some(Player::North)),
        "Koniec partii: ziaren na planszy nie da się już zbić, więc pozostałe ziarna dostaje Północ, która zbijała jako ostatnia. Wygrywa Południe, 25 do 23."
    );
    let draw = Outcome {
        winner: None,
        ending: Ending::NoCapture,
        score: [22, 22],
    };
    let hu = outcome_sentence(Lang::Hu, &draw, &numeros, Player::South, None);
    assert!(
        hu.contains("már nem lehet ütni") && hu.contains("senki sem ütött"),
        "{hu}"
    );
    // The rules text of a variant with E5 says so, with its bound.
    for lang in Lang::ALL {
        let with = rules_text(lang, &numeros, MatchFormat::Single);
        let without = rules_text(lang, &Preset::Abapa.rules(), MatchFormat::Single);
        assert_eq!(with.len(), without.len() + 1, "{lang:?}");
        assert!(with.iter().any(|l| l.contains("12")), "{lang:?}");
    }
}

#[test]
fn rules_texts_follow_the_settings() {
    for lang in Lang::ALL {
        for p in Preset::ALL {
            let text = rules_text(lang, &p.rules(), p.match_format());
            assert!(text.len() >= if p.rules().rows() == 4 { 6 } else { 9 });
            let all = text.join(" ");
            assert!(
                all.contains(&p.rules().target().to_string()),
                "{lang:?} {p:?}"
            );
            assert!(!preset_name(lang, p).is_empty());
            assert!(!preset_origin(lang, p).is_empty());
        }
        let adaua = rules_text(lang, &Preset::Adaua.rules(), MatchFormat::Single).join(" ");
        assert!(adaua.contains("2, 4, 6"), "{adaua}");
        let pl = rules_text(lang, &Preset::WariPl.rules(), Preset::WariPl.match_format());
        assert!(pl.last().unwrap().contains('7'));
    }
    let en = rules_text(Lang::En, &Preset::Numeros.rules(), MatchFormat::Single).join(" ");
    assert!(en.contains("2 or 3"));
    assert!(en.contains("before and after"));
    assert!(en.contains("is not allowed"));
    assert!(en.contains("last player who captured"));
}

/// Polish nouns agree with the numbers (1 / 2-4 / 5+), Hungarian never falls back to "a(z)", and a match's
/// starting rule replaces the fixed starter (RULES.md: wari-pl draws the first starter, then the loser starts).
#[test]
fn rules_texts_agree_with_their_numbers() {
    let pl = |r: &Rules| rules_text(Lang::Pl, r, MatchFormat::Single).join(" ");
    let abapa = pl(&Preset::Abapa.rules());
    assert!(abapa.contains("6 dołków w rzędzie, w każdym 4 ziarna, razem 48 ziaren"));
    assert!(abapa.contains("ma wtedy 2 lub 3 ziarna,"), "{abapa}");
    assert!(abapa.contains("co najmniej 25 ziaren"));
    let adaua = pl(&Preset::Adaua.rules());
    assert!(adaua.contains("2, 4, 6 lub 8 ziaren"), "{adaua}");
    let small: Rules = "pits=3 seeds=1 captures=2,3".parse().unwrap();
    assert!(pl(&small).starts_with("3 dołki w rzędzie, w każdym 1 ziarno, razem 6 ziaren."));
    assert!(pl(&Preset::Numeros.rules()).contains("co najmniej 24 ziarna"));

    for lang in Lang::ALL {
        let wari_pl = rules_text(lang, &Preset::WariPl.rules(), Preset::WariPl.match_format());
        let starter = player(lang, Player::South);
        assert!(
            !wari_pl.join(" ").contains(starter),
            "{lang:?}: {wari_pl:?}"
        );
        let antigua = rules_text(
            lang,
            &Preset::Antigua.rules(),
            Preset::Antigua.match_format(),
        );
        assert!(antigua.join(" ").contains(starter), "{lang:?}");
        for p in Preset::ALL {
            for line in rules_text(lang, &p.rules(), p.match_format()) {
                assert!(!line.contains("a(z)") && !line.contains("{"), "{line}");
            }
        }
    }
    let en = rules_text(Lang::En, &Preset::WariPl.rules(), MatchFormat::Games(7)).join(" ");
    assert!(en.contains("drawn at random") && en.contains("the loser of a game starts the next"));
    assert_eq!(match_name(Lang::Pl, MatchFormat::Games(3)), "3 partie");
    assert_eq!(match_name(Lang::Pl, MatchFormat::Games(5)), "5 partii");
    let hu = source(Lang::Hu);
    assert!(!hu.contains("a(z)") && !hu.contains("A(z)"));
}

/// What each grand slam rule says happens (G1-G5), in English.
#[test]
fn grand_slam_rules_in_words() {
    let slam = |p: Preset| rules_text(Lang::En, &p.rules(), MatchFormat::Single)[4].clone();
    assert!(slam(Preset::Abapa).contains("may be played, but captures nothing"));
    assert!(slam(Preset::Numeros).contains("is not allowed, unless every possible move would"));
    assert!(slam(Preset::HuWari).contains("cannot move, so the game ends"));
    assert!(slam(Preset::WariPl).contains("only when that wins the game"));
    assert!(slam(Preset::Antigua).contains("play again at once"));
}

#[test]
fn labels_and_levels() {
    assert_eq!(
        pit_label(Lang::En, 'C', Some(4), true, false),
        "C, 4 seeds, playable"
    );
    assert_eq!(
        pit_label(Lang::Pl, 'c', Some(5), false, false),
        "c, 5 ziaren"
    );
    // Counting practice with the seed numbers hidden: the letter alone.
    assert_eq!(pit_label(Lang::En, 'C', None, true, false), "C, playable");
    assert_eq!(pit_label(Lang::Hu, 'c', None, false, false), "c");
    assert_eq!(
        store_label(Lang::Pl, Player::North, 2),
        "Magazyn Północy, 2 ziarna"
    );
    assert_eq!(level_name(Lang::En, 2), "Computer, level 2 (easy)");
    assert_eq!(level_name(Lang::Hu, 6), "Gép, 6. szint (legerősebb)");
    assert_eq!(fill(Lang::Pl.t().move_label, &["3", "c"]), "Ruch 3: c");
    assert_eq!(eval_words(Lang::En, 0), Lang::En.t().evals[3]);
    assert_eq!(
        eval_words(Lang::En, wari_engine::WIN),
        Lang::En.t().evals[0]
    );
    assert_eq!(
        eval_words(Lang::En, -wari_engine::WIN),
        Lang::En.t().evals[6]
    );
}

/// French as awalé players say it: case, grenier, graines, prise (en chaîne), grand chelem, nourrir; 0 and 1
/// take the singular (CLDR), and French spacing (no-break spaces before ":" and in « »).
#[test]
fn french_in_the_words_of_awale_players() {
    let fr = Lang::Fr;
    let r = mockup_capture();
    assert_eq!(
        move_sentence(fr, &r, 6),
        "Nord a semé la case c et a pris 3 graines dans la case E, 2 dans la D et 2 dans la C."
    );
    let quiet = Game::new(Preset::Abapa.rules()).clone().play(2).unwrap();
    assert_eq!(move_sentence(fr, &quiet, 6), "Sud a semé la case C.");
    let counts: Vec<String> = [0, 1, 2, 48, 1_000_000]
        .iter()
        .map(|&n| seeds(fr, n))
        .collect();
    assert_eq!(
        counts,
        [
            "0 graine",
            "1 graine",
            "2 graines",
            "48 graines",
            "1000000 de graines"
        ]
    );
    assert_eq!(
        store_label(fr, Player::North, 1),
        "Grenier de Nord, 1 graine"
    );
    assert_eq!(
        pit_label(fr, 'c', Some(0), false, true),
        "c, 0 graine, coup conseillé"
    );
    assert_eq!(level_name(fr, 6), "Ordinateur, niveau 6 (expert)");
    let o = Outcome {
        winner: Some(Player::North),
        ending: Ending::Target,
        score: [20, 25],
    };
    assert_eq!(
        outcome_sentence(fr, &o, &Preset::Abapa.rules(), Player::South, None),
        "Partie terminée\u{a0}: un grenier a atteint 25 graines. Nord gagne, 25 à 20."
    );
    let rules = rules_text(fr, &Preset::Abapa.rules(), MatchFormat::Single).join(" ");
    for word in [
        "6 cases par rangée, avec 4 graines dans chacune, 48 graines en tout",
        "grenier",
        "prise en chaîne",
        "grand chelem",
        "nourrit",
        "2 ou 3 graines",
    ] {
        assert!(rules.contains(word), "{word}: {rules}");
    }
    let one_seed: Rules = "pits=3 seeds=1 captures=2,3".parse().unwrap();
    assert!(rules_text(fr, &one_seed, MatchFormat::Single)[0]
        .starts_with("3 cases par rangée, avec 1 graine dans chacune"));
    assert_eq!(match_name(fr, MatchFormat::Games(1)), "1 partie");
    assert_eq!(match_name(fr, MatchFormat::Games(5)), "5 parties");
}

/// L3's text says the loop and the middle row's halves; L4's the own loop and L4-C, without the two-row lines on
/// chains, grand slams and feeding (RULES.md L4: they do not apply).
#[test]
fn l3_and_l4_rules_texts_say_their_layout() {
    for lang in Lang::ALL {
        let two = rules_text(lang, &Preset::Abapa.rules(), MatchFormat::Single);
        let three = rules_text(lang, &Preset::NumerosThree.rules(), MatchFormat::Single);
        // One line more for the loop's neighbours and one for E5 (RULES.md: "last-capturer + E5").
        assert_eq!(three.len(), two.len() + 2, "{lang:?}");
        assert!(
            three.iter().any(|l| l.contains(" 8 ")),
            "{lang:?}: E5's bound on three rows is 8: {three:?}"
        );
        assert!(
            three[0].contains("72"),
            "{lang:?}: 3 x 6 x 4 seeds: {}",
            three[0]
        );
        assert_eq!(three[1], tr!(lang, "rules-sowing-three"));
        assert_eq!(three[4], tr!(lang, "rules-neighbours-three"));
        let four = rules_text(lang, &Preset::Moruba.rules(), MatchFormat::Single);
        assert_eq!(four.len(), two.len() - 3, "{lang:?}");
        assert!(
            four[0].contains("192") && four[0].contains("12"),
            "{}",
            four[0]
        );
        assert_eq!(four[2], tr!(lang, "rules-capture-four"));
        assert!(four.join(" ").contains("97"), "{lang:?}: the target");
        for line in &two[1..6] {
            assert!(
                !four.contains(line),
                "{lang:?}: a two-row line on four rows: {line}"
            );
        }
    }
}
