//! Tests of the embed snippets: queries, escaping, the board's aspect and the iframe's height.

use crate::features::embed::*;
use wari_core::params::{Params, Seat};
use wari_core::rules::{play_game_string, Game, Player};
use wari_core::rules::{MatchFormat, Preset, Rules};
use wari_ui::i18n::Lang;
use wari_ui::snapshot::{drop_params, game_url};

/// The snapshot of `preset`'s game after `moves` in `lang` (South human, North the computer at level 3).
pub(crate) fn snap(preset: Preset, lang: Lang, moves: &str) -> Snapshot {
    let rules = preset.rules();
    let mut g = Game::new(rules);
    play_game_string(&mut g, moves).unwrap();
    Snapshot {
        lang,
        rules,
        preset: Some(preset),
        format: preset.match_format(),
        seats: [Seat::Human, Seat::Computer(3)],
        flip: false,
        start: *g.start_position(),
        moves: g.game_string(),
        position: *g.position(),
    }
}

#[test]
fn the_embed_link_opens_the_same_settings() {
    let mut s = snap(Preset::Numeros, Lang::Es, "CdE");
    s.flip = true;
    let q = embed_query(&s, EmbedOptions::default());
    assert_eq!(
        q,
        "embed=1&variant=numeros&lang=es&south=human&north=ai-3&flip=1&controls=0"
    );
    let (p, n) = Params::parse(&q);
    assert!(n.is_empty(), "{n:?}");
    assert_eq!(p.embed, Some(true));
    assert_eq!(p.controls, Some(false));
    assert_eq!(p.preset(), Some(Preset::Numeros));
    assert_eq!(p.lang, Some("es"));
    assert_eq!(p.south, Some(Seat::Human));
    assert_eq!(p.north, Some(Seat::Computer(3)));
    assert_eq!(p.flip, Some(true));
    // Without the position option, the game starts afresh (the moves are not part of the snippet).
    let (game, _) = p.game(Rules::default());
    assert_eq!(game.unwrap().position(), &Position::start(&s.rules));
}

#[test]
fn a_puzzle_starts_from_the_position_shown() {
    let s = snap(Preset::Abapa, Lang::En, "CdEbDaBc");
    let o = EmbedOptions {
        controls: true,
        from_position: true,
    };
    let q = embed_query(&s, o);
    assert!(!q.contains("controls"), "{q}");
    let (p, n) = Params::parse(&q);
    assert!(n.is_empty(), "{n:?}");
    let (game, n) = p.game(Rules::default());
    assert!(n.is_empty(), "{n:?}");
    let game = game.unwrap();
    // The mockup's position after CdEbDaBc, South to move (C1-C2 chain capture by North).
    assert_eq!(game.position().to_string(), "8-1-0-0-0-8-1-0-0-4-8-8-3-7-S");
    assert_eq!(game.position().to_move(), Player::South);
    assert_eq!(game.ply(), 0);
}

#[test]
fn custom_rules_and_odd_starts_survive_the_round_trip() {
    let rules: Rules = "pits=5 seeds=3 captures=2,3 chain=both slam=forbidden"
        .parse()
        .unwrap();
    let start = "3-3-3-3-3-3-3-3-3-3-0-0-N".parse().unwrap();
    let start = Position::from_setup(&rules, &start).unwrap();
    let s = Snapshot {
        lang: Lang::Hu,
        rules,
        preset: None,
        format: MatchFormat::Single,
        seats: [Seat::Computer(1), Seat::Human],
        flip: false,
        start,
        moves: String::new(),
        position: start,
    };
    let q = embed_query(
        &s,
        EmbedOptions {
            controls: true,
            from_position: false,
        },
    );
    assert!(!q.contains(' '), "{q}");
    let (p, n) = Params::parse(&q);
    assert!(n.is_empty(), "{n:?}");
    assert_eq!(p.rules, Some(rules));
    assert_eq!(p.position, Some(start.to_setup()));
    assert_eq!(p.south, Some(Seat::Computer(1)));
}

/// The plain iframe's box is the board geometry's size at the column's width plus the page's other lines:
/// the bar on two lines below [`BAR_WRAP_WIDTH`], on one line above.
#[test]
fn the_iframe_box_is_the_board_and_the_lines_under_it() {
    let moruba = Layout::of(&Preset::Moruba.rules());
    assert_eq!(
        frame_box_css(moruba, true),
        "position:relative;box-sizing:content-box;max-width:960px;aspect-ratio:1708/608;padding:0 0 clamp(104px, (640px - 100%) * 100, 144px)"
    );
    let three = Layout::new(3, 4).unwrap();
    assert_eq!(
        frame_box_css(three, false),
        "position:relative;box-sizing:content-box;max-width:960px;aspect-ratio:764/468;padding:0 0 68px"
    );
    // Every layout's ratio is its board's, whatever its rows and pits.
    for rows in 2..=4 {
        for pits in 3..=12 {
            let Ok(layout) = Layout::new(rows, pits) else {
                continue;
            };
            let (w, h) =
                Geometry::new(layout, Metrics::SCREEN, Orientation::Horizontal, false).size();
            let css = frame_box_css(layout, true);
            assert!(
                css.contains(&format!("aspect-ratio:{}/{};", w.round(), h.round())),
                "{css}"
            );
        }
    }
    // The embedded page puts its bar on two lines below the same width (style.css).
    let css = include_str!("../../../style.css");
    let query = format!("@media (max-width: {}.98px)", BAR_WRAP_WIDTH - 1);
    assert!(css.contains(&query), "{query}");
    assert!(chrome_height(true, true) > chrome_height(true, false));
    assert!(chrome_height(true, false) > chrome_height(false, true));
}

/// The embedded page reports the height at which its board fills its width: more when the board holder is
/// squeezed, less when the frame is too tall, the same when the frame already has it.
#[test]
fn the_reported_height_fits_the_board_to_the_width() {
    let board = (1000.0, 320.0);
    // A 366 px wide holder squeezed to 80 px in a 230 px page: the board needs 117.12 px.
    assert!((natural_height(230.0, (366.0, 80.0), board) - 267.12).abs() < 1e-9);
    // Too tall: 300 px holder.
    assert!((natural_height(450.0, (366.0, 300.0), board) - 267.12).abs() < 1e-9);
    // Set to that height, the report does not change.
    let h = natural_height(267.12, (366.0, 117.12), board);
    assert!((h - 267.12).abs() < 1e-9);
}

#[test]
fn snippets_escape_every_attribute() {
    assert_eq!(escape_html("a&b<c>\"d'"), "a&amp;b&lt;c&gt;&quot;d&#39;");
    let s = snap(Preset::Abapa, Lang::En, "");
    let html = iframe_snippet("https://example.org/wari/", &s, EmbedOptions::default());
    assert!(html.starts_with(
        "<div style=\"position:relative;box-sizing:content-box;max-width:960px;aspect-ratio:1000/320;padding:0 0 68px\"><iframe src=\"https://example.org/wari/?embed=1&amp;variant=abapa&amp;lang=en&amp;"
    ), "{html}");
    assert!(html.contains("title=\"Wari board: Oware Abapa (international)\""));
    assert!(
        html.contains("style=\"position:absolute;top:0;left:0;width:100%;height:100%;border:0\""),
        "{html}"
    );
    assert!(html.ends_with("></iframe></div>"));
    // A hostile page address cannot break out of the attribute.
    let evil = iframe_snippet("https://x/\"><script>", &s, EmbedOptions::default());
    assert!(!evil.contains("<script>"));
    assert!(evil.contains("&quot;&gt;&lt;script&gt;"));
    let js = script_snippet(
        &script_url("https://example.org/wari/index.html"),
        &s,
        EmbedOptions::default(),
    );
    assert_eq!(
        js,
        "<div data-wari data-variant=\"abapa\" data-lang=\"en\" data-south=\"human\" data-north=\"ai-3\" data-controls=\"0\" data-aspect=\"640/273\"></div>\n<script src=\"https://example.org/wari/www/embed.js\" async></script>"
    );
}

#[test]
fn addresses_of_the_game_and_the_script() {
    assert_eq!(
        game_url("https://x.org/blog/wari/?variant=abapa#top"),
        "https://x.org/blog/wari/"
    );
    assert_eq!(
        script_url("https://x.org/blog/wari/"),
        "https://x.org/blog/wari/www/embed.js"
    );
    assert_eq!(
        script_url("http://127.0.0.1:8080/index.html"),
        "http://127.0.0.1:8080/www/embed.js"
    );
}

#[test]
fn the_frame_is_wider_for_more_pits_and_taller_with_controls() {
    let (w3, h3) = aspect(Layout::two_rows(3), true);
    let (w10, h10) = aspect(Layout::two_rows(10), true);
    assert_eq!(w3, w10);
    assert!(h3 > h10);
    let six = Layout::two_rows(6);
    assert!(aspect(six, true).1 > aspect(six, false).1);
    for n in 3..=10 {
        let (w, h) = aspect(Layout::two_rows(n), true);
        assert!(w > h && h > 150, "{n}: {w}/{h}");
    }
    // More rows, a taller frame.
    let four = Layout::new(4, 6).unwrap();
    assert!(aspect(four, true).1 > aspect(six, true).1);
}

#[test]
fn dropping_parameters_keeps_the_others() {
    assert_eq!(
        drop_params("?variant=abapa&print=board&lang=es", &["print"]),
        "?variant=abapa&lang=es"
    );
    assert_eq!(drop_params("?print=position", &["print"]), "");
    assert_eq!(drop_params("", &["print"]), "");
    assert_eq!(
        drop_params(
            "embed=1&controls=0&moves=Cd&%65mbed=1",
            &["embed", "controls"]
        ),
        "?moves=Cd"
    );
}
