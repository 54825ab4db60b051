### Wari: every word the page shows, in English: the reference of the other files (same messages, same
### { $variables }). How to translate and add a language: README.md in this folder.

## Players, seeds and lists (used by many messages below)

-south = South
-north = North
# The name of a player: $player is "south" or "north".
player = { $player ->
    [south] { -south }
   *[north] { -north }
}
# A number of seeds: "1 seed", "4 seeds" ($count).
seeds = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
# The last two items of a list: "2, 3 and 4" is { $items } = "2, 3" and { $last } = "4".
list-and = { $items } and { $last }
list-or = { $items } or { $last }

## The page

page-title = Wari — play Oware in your browser
tagline = The sowing game of West Africa and the Caribbean
language = Language
how-to-play = How to play
close = Close
board-label = Wari board
vs-computer = Play the computer
two-players = Two players
mode-label = Who plays
new-game = New game
new-game-title = Start again from the beginning (a new match too)
next-game = Next game
undo = Undo
redo = Redo
hint = Hint
flip = Flip board
end-agreement = End by agreement
end-agreement-title = The seeds keep going round with no captures: end the game and share out the seeds left, as the rules say
play-on = Play on from here
players = Players
human = Human
computer-level = Computer, level { $level } ({ $name })
level-1 = beginner
level-2 = easy
level-3 = medium
level-4 = club
level-5 = strong
level-6 = strongest
rules-heading = Rules
variant = Variant
custom-option = Custom rules
custom = Custom rules
custom-intro = Choose every setting yourself. If the rules cannot be played, you will be told why.
f-pits = Pits a side (3–10)
f-seeds = Seeds a pit (1–10)
f-captures = Seed counts that capture (e.g. 2,3)
f-chain = Capture chain
chain-back = backwards
chain-both = backwards and forwards
f-slam = Grand slam (taking all the opponent's seeds)
slam-g1 = allowed, captures nothing
slam-g2 = forbidden
slam-g3 = captures all
slam-g4 = captures all only if it wins
slam-g5 = captures all, then must feed
f-feed = Feeding
feed-must = must feed an empty opponent
feed-none = no duty to feed
f-target = Seeds to win (empty: more than half)
f-cycle = Seeds left after an endless cycle
cycle-name-side-owner = to each side's owner
cycle-name-last-capturer = to the last capturer
cycle-name-not-counted = not counted
f-end = A board where no capture is possible any more
end-name-standard = play on (until a cycle)
end-name-no-capture = ends the game (E5)
f-start = Who starts
f-rows = Rows of pits
rows-name-two = 2 rows
rows-name-three = 3 rows (one loop)
rows-name-four = 4 rows (two each)
f-pits-three = Pits a row (4, 6 or 8)
f-pits-four = Pits a row (4–12)
custom-four-note = On four rows each player sows round their own two rows and captures the opponent's facing pits: capture counts, chain, grand slam, feeding and the end when no capture is possible are not settings there.
apply-custom = Play with these rules
custom-error = These rules cannot be played: { $reason }.
group-international = International
group-hungary = Hungary
group-poland = Poland
group-spain = Spain
group-antigua = Antigua and Barbuda
group-rows = Three and four rows
match-heading = Match
match-single = Single game
match-7-games = 7 games, the loser starts
match-first-to-6 = First to win 6 games
moves-heading = Moves
no-moves = No moves yet.
move-list-label = Moves of this game; choose one to see the board after it
copy-moves = Copy moves
copy-link = Copy link
copied = Copied.
copy-manual = Select the text in the box and copy it.
share-label = Moves or link to share
settings = Settings
animation = Animation
speed-off = Off
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
reduced-motion = Your device asks for less motion, so moves are shown at once.
dismiss = Dismiss
saved-ignored = Your saved game could not be restored (it was damaged or saved by an older version), so a new game has started.
# What a classroom room kept across a reload could not be read: that room starts afresh.
editor-saved-ignored = The position you were setting up could not be restored, so the editor is closed and your game is shown.
practice-saved-ignored = Your counting-practice score could not be restored, so it starts again from nought.
no-worker = The computer player runs inside the page here, so the page may pause for a moment while it thinks.
thinking = { player } is thinking…
preparing = The computer is getting ready… { $percent }%
your-move = Your move: choose one of the ringed pits.
to-move = { player } to move.
viewing = You are looking at the board after move { $ply } of { $plies }. Redo goes forward; playing here replaces the moves after it.
hint-thinking = Looking for a good move…
hint-result = Hint: play { $pit }. { $evaluation }
eval-won = You can force a win.
eval-clearly-ahead = You are clearly ahead.
eval-slightly-ahead = You are slightly ahead.
eval-even = The game is about even.
eval-slightly-behind = You are slightly behind.
eval-clearly-behind = You are clearly behind.
eval-lost = The computer sees a forced loss; this move holds out longest.
game-started = New game: { $variant }.
error-title = Something went wrong
error-text = The game met an error it did not expect. Start a new game to play on; the message below helps us fix it.
# When the program cannot start at all (www/boot.js reads error-title, load-error-text and new-game:
# keep them plain, on one line).
load-error-text = The game could not start in this browser. Try a new game, or another browser; the message below helps us fix it.
help-1 = Wari is played by two on a board with two rows of pits. Your pits are the row in front of you, and your store is the big pit on your right. The goal: capture more seeds than your opponent.
help-2 = On your turn, choose one of your pits (the ringed ones). Its seeds are sown one by one into the next pits, counter-clockwise, round both rows. Nothing is ever sown into a store.
help-3 = If your last seed lands in an opponent's pit and makes 2 or 3 seeds there, you capture them. Then look at the pit before it: if it is also your opponent's and has 2 or 3 seeds, capture those too, and so on backwards. (Some variants capture other counts, or forwards too: see the rules in the panel.)
help-4 = In most variants, if your opponent has no seeds left, you must play a move that gives them some.
help-5 = The game ends when a store has enough seeds to win, when the player to move cannot move, or when the same position comes round again.
help-6 = Keyboard: press Tab to reach the board, the arrow keys to choose a pit, and Enter or Space to sow. Undo takes back the last move.
help-7 = Choose a variant, the computer's level or two players in the panel. Your game is kept when you close the page.
help-three-1 = This board has three rows of pits. Yours are the bottom row and the right half of the middle row (they carry your colour's band); your opponent's are the top row and the left half of the middle row. Your store is the big pit on your right. The goal: capture more seeds than your opponent.
help-three-2 = On your turn, choose one of your pits (the ringed ones). Its seeds are sown one by one into the next pits along one loop through all the pits, as the arrows show: to the right along the bottom row, back along the right half of the middle row, to the left along the top row, then along the left half of the middle row and down to the bottom row again. Nothing is ever sown into a store.
help-three-3 = If your last seed lands in an opponent's pit and makes 2 or 3 seeds there, you capture them. Then look at the pit before it on the loop: if it is also your opponent's and has 2 or 3 seeds, capture those too, and so on. The two halves of the middle row touch, but they are not next to each other on the loop. (Some variants capture other counts, or forwards too: see the rules in the panel.)
help-four-1 = This board has four rows of pits. Yours are the two rows nearest you: the outer row and the inner row. Your store is the big pit on your right. The goal: capture more seeds than your opponent.
help-four-2 = On your turn, choose one of your pits (the ringed ones). Its seeds are sown one by one round your own two rows only, as the arrows show: to the right along your outer row, back to the left along your inner row, and round again. You never sow into your opponent's rows or into a store.
help-four-3 = If your last seed lands in your inner row, look at your opponent's inner pit in the same column: if it has seeds, you capture them, and also the seeds of your opponent's outer pit behind it.
help-four-4 = There is no duty to feed: a player with no seeds left on their side cannot move, and the game ends.
rules-of = The rules of this variant
start-position = Start
computer-turn = It is the computer's turn; wait for its move.
move-label = Move { $number }: { $pit }
ai-error = The computer could not move: { $reason }
# A new version was downloaded for offline play (www/offline.js shows it), and the button that uses it at once.
update-ready = A new version of Wari is ready. It starts the next time you open the game.
update-now = Use it now

## The board, for screen readers

# A pit: its letter ($pit) and seeds ($count); then, when they apply, pit-playable and pit-suggested.
pit-label = { $pit }, { seeds }
pit-playable = playable
pit-suggested = suggested move
# A player's store (also written on the printed board).
store-name = { player }'s store
store-label = { store-name }, { seeds }

## What a move did: "South sowed C: captured 2 from d and 3 from e."

# $player sowed the pit $pit.
move-sown = { player } sowed { $pit }
# ... and captured $captures: a list (list-and) of move-capture-first and move-capture-next.
move-captured = { player } sowed { $pit }: captured { $captures }
# One capture: $count seeds from the pit $pit; the first of the list, then the others.
move-capture-first = { $count } from { $pit }
move-capture-next = { $count } from { $pit }
# The move captured all the opponent's seeds (a grand slam).
move-grand-slam = { player } sowed { $pit }: captured { $captures }, all the opponent's seeds
# A grand slam that captures nothing under these rules (G1).
move-grand-slam-uncaptured = { player } sowed { $pit }: it would take all the opponent's seeds, so under these rules it captures nothing
# After a grand slam under rule G5: $move is one of the texts above.
move-extra-turn = { $move }; { player } plays again and must give the opponent seeds
# The whole sentence: $move is one of the texts above.
move-sentence = { $move }.
# While the seeds of a move are still being sown on the board (the words then tell no more than the board
# shows; the sentence above replaces it once the last seed is down).
move-sowing = { player } sows { $pit }…

## The end of a game: "Game over: a store reached 25 seeds. North wins, 25 to 20."

game-over = Game over: { $reason }. { $result }
# Why it ended ($reason above). A store reached the target ($count seeds).
ending-target = a store reached { seeds }
# $player could not move.
ending-stuck = { player } cannot move, so each player takes the seeds on their own side
# $cycle is one of the cycle- texts below.
ending-cycle = the same position came round again (an endless cycle), so { $cycle }
ending-agreement = the players agreed to end it, so { $cycle }
ending-no-capture = no capture is possible any more, so { $cycle }
# How the seeds left on the board are shared out (rule E3).
cycle-side-owner = each player takes the seeds on their own side
cycle-last-capturer = the seeds left go to the last player who captured (if nobody has captured, they are not counted)
cycle-not-counted = the seeds left are not counted
# The seeds left under the last-capturer rule when the game knows who captured last ($player), or that nobody has.
cycle-to-last-capturer = the seeds left go to { player }, who captured last
cycle-nobody-captured = as nobody has captured, the seeds left are not counted
# The result: $player won by $won seeds to $lost.
result-win = { player } wins, { $won } to { $lost }.
# A draw: $south and $north are the players' seeds.
result-draw = It is a draw, { $south } to { $north }.

## Matches

# A match of $count games, or the first to win $count games.
match-games = { $count } games
match-first-to = First to win { $count } games
# The score: games won by South ($south) and North ($north), $draws drawn.
match-score = Games won: { -south } { $south }, { -north } { $north }, drawn { $draws }.
# The same in a match of $total games, $played of them played.
match-score-of = Games won: { -south } { $south }, { -north } { $north }, drawn { $draws } (played { $played } of { $total }).
match-won = { player } wins the match!
match-drawn = The match is drawn.

## The variants of the menu (RULES.md presets), and where their rules come from

variant-abapa = Oware Abapa (international)
    .origin = The rules of international Oware tournaments.
variant-hu-wari = School rules (capture all)
    .origin = A Hungarian school teacher's rules, with the capture-all supplement used at the Hétpróba championship.
variant-hu-wari-win = Capture all only if it wins
    .origin = The same teacher's second supplement: capturing everything is allowed only when it wins.
variant-hetproba = Hétpróba Wari (no feeding)
    .origin = The same teacher's simplified tournament variant, with no duty to feed.
variant-wari-72 = 72 seeds (captures 2, 4, 6)
    .origin = A variant the Hungarian teacher describes, with 72 seeds.
variant-wari-pl = Polish rules (7-game match)
    .origin = The Polish encyclopedia's rules, played as a match of 7 games.
variant-adaua = Adaua (even captures)
    .origin = A variant from the Polish encyclopedia: even counts capture.
variant-wari-72-pl = 72 seeds, two-way chain
    .origin = A variant from the Polish encyclopedia with 72 seeds.
variant-numeros = The classroom page (Números)
    .origin = From a Spanish mathematics-education page (Números magazine).
variant-antigua = Warri of Antigua
    .origin = Warri as played in Antigua and Barbuda, its national game.
variant-numeros-3 = Wari on three rows (Números)
    .origin = The Spanish classroom page invites boards of three rows; one sowing loop runs through all the pits, as on the three-row boards of Ethiopia.
variant-moruba = Moruba, four rows
    .origin = Moruba of the Pedi people of South Africa, on four rows, as recorded by Malesa (2012).

## The rules of a variant in sentences (the panel's rules and the printed rules page)

# $pits pits a side, $seeds seeds in each, $total seeds in all.
rules-board = { $pits } pits a side with { $seeds ->
        [one] { $seeds } seed
       *[other] { $seeds } seeds
    } each, { $total } seeds in all. Your pits are the row in front of you; your store is at your right.
rules-sowing = On your turn take all the seeds of one of your pits and sow them one by one, counter-clockwise, into the following pits, the opponent's too. Stores are never sown; a sowing that goes all the way round skips the pit it started from.
# $captures: the counts that capture, as a list ("2 or 3"); $last: the last of them (for a noun that agrees with it).
rules-capture = If the last seed lands in an opponent's pit and brings it to { $captures } seeds, you capture them.
# $captures and $last as above.
rules-chain-back = Then the pit before it is checked the same way, and so on backwards along the opponent's row, while the pits hold { $captures }.
# $captures and $last as above.
rules-chain-both = Then the pits before and after it are checked the same way, in both directions along the opponent's row, while they hold { $captures }.
# The grand slam rules G1 to G5.
rules-slam-g1 = A move that would capture all the opponent's seeds (a grand slam) may be played, but captures nothing.
rules-slam-g2 = A move that would capture all the opponent's seeds is not allowed, unless every possible move would; then it is played but captures nothing.
rules-slam-g3 = A move may capture all the opponent's seeds; the opponent then cannot move, so the game ends.
rules-slam-g4 = A move may capture all the opponent's seeds only when that wins the game; otherwise it is played but captures nothing.
rules-slam-g5 = A move may capture all the opponent's seeds; then you play again at once, and that move must give them seeds.
# Feeding: F1 (must feed) and F2 (no duty).
rules-feed-must = If your opponent has no seeds, you must play a move that gives them some. If no move can, the game ends.
rules-feed-none = You never have to feed: a player left without seeds cannot move at their turn, and the game ends.
# The target: $count seeds.
rules-end = The game ends as soon as a store has { seeds } or more; the seeds still on the board are not counted. If the player to move cannot move, the game also ends, and each player takes the seeds on their own side.
# $cycle is one of the cycle- texts above.
rules-cycle = If the same position comes round a second time (an endless cycle), the game ends and { $cycle }. The players may also agree to end a cycling game, with the same rule.
# E5: $bound is the most seeds on the board for which it is decided (12); $cycle one of the cycle- texts above.
rules-no-capture = With { $bound } seeds or fewer on the board, the game also ends as soon as no capture can happen any more, whatever both players play (this comes before the rule for a player who cannot move); then { $cycle }.
# Who wins; in a single game $player moves first; in a match of "first to win N games", $player starts the first game.
rules-winner = The player with more seeds wins; equal is a draw.
rules-winner-starter = The player with more seeds wins; equal is a draw. { player } moves first.
rules-winner-first-game = The player with more seeds wins; equal is a draw. { player } starts the first game.
# A match of $count games, or the first to win $count games.
rules-match-games = A match is { $count } games. Who starts the first game is drawn at random; after that, the loser of a game starts the next one (after a draw, the player who did not start the last one).
rules-match-first-to = The first to win { $count } games wins the match; the players take turns to start a game.

# Three rows (RULES.md L3): $pits pits a row, $seeds seeds in each pit, $total seeds in all.
rules-board-three = Three rows of { $pits } pits, { $seeds ->
        [one] { $seeds } seed
       *[other] { $seeds } seeds
    } in each, { $total } seeds in all. Your pits are the row in front of you and the half of the middle row on your right; each player's pits are framed alike ({ -south }: solid, { -north }: dashed). Your store is at your right.
rules-sowing-three = On your turn take all the seeds of one of your pits and sow them one by one into the following pits, along the loop the arrows show: to the right along your row, back along your half of the middle row, then on through the opponent's pits the same way. Stores are never sown; a sowing that goes all the way round skips the pit it started from.
rules-neighbours-three = “Before” and “after” always follow the arrows: the two halves of the middle row touch, but they are not neighbours, so a chain stops at the end of the opponent's pits.
# Four rows (RULES.md L4): $pits pits a row, $seeds seeds in each pit, $total seeds in all.
rules-board-four = Four rows of { $pits } pits, { $seeds ->
        [one] { $seeds } seed
       *[other] { $seeds } seeds
    } in each, { $total } seeds in all. Your pits are the two rows nearest you; your store is at your right.
rules-sowing-four = On your turn take all the seeds of one of your pits and sow them one by one around your own two rows, as the arrows show: to the right along your outer row, back to the left along your inner row, and round again. You never sow into the opponent's pits or the stores; a sowing that goes all the way round skips the pit it started from.
rules-capture-four = If the last seed lands in your inner row and the opponent's inner pit facing it holds seeds, you capture them, and with them the seeds of the opponent's outer pit behind it. Nothing else is captured.

## Moves that cannot be played: "You can't play d: that pit belongs to North, and it is South's turn."

# $pit: the pit's letter; $reason: one of the texts below.
illegal-move = You can't play { $pit }: { $reason }.
illegal-game-over = the game is over
illegal-no-such-pit = there is no such pit
# $owner: the pit's owner; $mover: the player to move.
illegal-not-your-pit = that pit belongs to { $owner ->
        [south] { -south }
       *[north] { -north }
    }, and it is { $mover ->
        [south] { -south }
       *[north] { -north }
    }'s turn
illegal-empty = that pit is empty
illegal-must-feed = the opponent has no seeds, so you must play a move that gives them some
illegal-forbidden-grand-slam = it would capture all the opponent's seeds, which these rules forbid

## Rules that cannot be played (custom rules, links): the reason, after "These rules cannot be played:"

# $id: the text given; $ids: the variants' ids.
rules-error-unknown-preset = unknown variant “{ $id }”; use one of: { $ids }
rules-error-not-key-value = “{ $part }” should be written key=value
rules-error-unknown-key = unknown rules setting “{ $key }”
rules-error-bad-value = “{ $value }” is not a valid value for “{ $key }”
rules-error-pits = a side must have 3 to 10 pits, not { $pits }
rules-error-seeds = each pit must start with 1 to 10 seeds, not { $seeds }
rules-error-no-captures = choose at least one number of seeds that captures
rules-error-capture-count = a capture of { $count } seeds can never happen with these pits and seeds; choose counts from 1 to the number of seeds in the game
rules-error-target = the target of { $count } seeds can never be reached; choose from 1 to the number of seeds in the game
rules-error-no-capture-end = the end when no capture is possible (end=no-capture) needs a capture count of { $max } or less; the smallest chosen is { $smallest }
rules-error-rows = a board has 2, 3 or 4 rows, not { $rows }
rules-error-row-pits-three = a board of three rows needs an even number of pits a row, 4 to 8, not { $pits }
rules-error-row-pits-four = a board of four rows needs 4 to 12 pits a row, not { $pits }
rules-error-not-on-four-rows = “{ $key }” is not a setting on four rows: each player sows around their own two rows and captures the facing pits (L4-C)
rules-error-too-many-seeds = a game can have at most 200 seeds, not { $seeds }; choose fewer seeds a pit

## Positions that are not one of the rules in play (links, puzzles)

# $found: what the position has; $expected: what the variant has.
setup-error-odd-pits = this position has { $found } pits, which do not make two rows
setup-error-pits-a-side = this position has { $found } pits a side but the variant has { $expected }
setup-error-seeds = this position has { $found } seeds but the variant plays with { $expected }
# $south, $north: the stores' seeds; $target: the seeds that win.
setup-error-both-targets = both stores ({ $south } and { $north }) hold the target of { $target } seeds, but a game ends when the first does
# $letter: S or N, the player to move.
setup-error-feed-turn = { $letter }+ marks the extra turn after a grand slam of the G5 rule, which leaves the opponent without seeds; it does not fit here

## Game strings, position texts and game records that cannot be read

# Where: $line and $column (for texts of several lines), or $column; $reason: one of the texts below.
notation-error-line = line { $line }, column { $column }: { $reason }
notation-error-character = at character { $column }: { $reason }
notation-move-number = a move number is written with a dot, like 12. (moves are letters)
# $found: the character; South's pits are $south-first to $south-last, North's $north-first to $north-last.
notation-not-a-letter = “{ $found }” is not a pit letter; use { $south-first }-{ $south-last } for South and { $north-first }-{ $north-last } for North
# $number: the move's number; $pit: its letter; $reason: an illegal- text above.
notation-illegal = move { $number } (“{ $pit }”) cannot be played: { $reason }
notation-too-few-parts = a position needs the pits, two stores and the player to move (like 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S); found { $found } parts
notation-not-a-player = the last part must be S or N (the player to move), not “{ $found }”
notation-pit-count = each player has 3 to 24 pits, so an even number of 6 to 48 pit numbers comes before the two stores; found { $found }
# $found: the text; $place: notation-place-pit or notation-place-store; $max: the most seeds a game has.
notation-not-seeds = “{ $found }” ({ $place }) is not a number of seeds from 0 to { $max }
notation-place-pit = pit { $pit }
notation-place-store = { store-name }
notation-too-many-seeds = a board holds at most { $max } seeds; this one has { $found }
notation-tag-brackets = a tag is written [Name "value"]
notation-tag-parts = a tag needs a name and a value
notation-tag-quotes = a tag's value is written in double quotes
notation-tag-name = “{ $name }” is not a tag name (letters and digits only)
notation-result-tag = the result “{ $found }” should be 1-0, 0-1, 1/2-1/2 or *

## The computer could not answer (after "The computer could not move:")

# $part: what could not be used; $reason: why.
request-error = { $part ->
        [rules] rules
        [position] position
       *[moves] moves
    }: { $reason }
request-not-a-request = the request could not be read

## The computer's helper program (a worker) failed, so the computer goes on inside the page

# Shown as a notice until dismissed; when no worker can start at all, no-worker is shown.
worker-stopped = The computer's helper program stopped working, so the computer now thinks inside the page (the page may pause for a moment while it thinks).
worker-garbled = The computer's helper program gave an answer that could not be read, so the computer now thinks inside the page (the page may pause for a moment while it thinks).
worker-silent = The computer's helper program did not answer in time, so the computer now thinks inside the page (the page may pause for a moment while it thinks).
# When the computer's program could not be loaded at all (no worker, and not inside the page either, e.g. the
# connection dropped before it arrived): its seats are handed to people.
engine-unavailable = The computer player could not be loaded (is the connection down?), so people now play both sides. Reload the page to play against the computer again.
# The words shown before the program starts (index.html, data-words; scripts/boot_words.py puts them into the
# build): the loading line, the page's description (shown by browsers and in shared links) and the message for
# browsers without JavaScript (all languages at once: nothing can tell the language then). Plain, one line each.
page-loading = Loading Wari…
page-description = Play Wari (Oware) in the browser: every variant, a computer opponent, printable and embeddable boards.
page-noscript = Wari needs JavaScript and WebAssembly to run.

## Notices about a link's settings that were not used

# $param: the setting; $value: its value; $reason: one of the problem- texts or an error above.
notice-not-used = The link's setting { $param }=“{ $value }” was not used: { $reason }.
notice-moves-kept = The link's moves “{ $value }” were played only up to the problem: { $reason }.
# $languages: the codes, as a list.
problem-language = the languages are { $languages }
# $levels: the strongest level.
problem-seat = use human or ai-1 … ai-{ $levels }
problem-flag = use 0 or 1
# $values: the values, as a list (list-or).
problem-choice = use { $values }
# The page could not load the file of a language: $language is its name.
language-not-loaded = The words in { $language } could not be loaded, so the page stays in English.
print-unavailable = The print view could not be loaded: check the connection and try again.
# A variant chosen during a game: a new game started and the one in progress was put away; the notice's button
# brings it back until the new game's first move. $variant: the variant chosen; $previous: the game's put away.
variant-changed = New game of { $variant }. Your game of { $previous } is put away.
variant-changed-undo = Undo

## Printing and embedding

print-embed-heading = Print and embed
print-board = Print board
print-board-title = The empty board at real size, to play with beans or pebbles, and the rules
print-position = Print this position
print-position-title = The board as it is now with the seed counts, for a worksheet
embed-button = Embed…
embed-button-title = Put this board on a school or blog page
embed-heading = Embed this board in a web page
embed-intro = Paste this code into your web page or blog. The board opens with the variant, language and players chosen here.
embed-controls = Show the buttons under the board (undo, new game…)
embed-position = Start from the position on the board now (a puzzle)
embed-iframe-label = HTML code
embed-script-label = Or with a script that fits the board's height to the page
embed-copy = Copy
embed-open-full = Open the full game
embed-frame-title = Wari board: { $variant }
print-now = Print
print-back = Back to the game
print-preview-note = Print on A4 or Letter paper, landscape, at 100 % (not “fit to page”), so that the pits measure { $size } cm.
sheet-of = Sheet { $sheet } of { $sheets }
sheet-cut = cut
sheet-glue = glue sheet { $sheet } here
sheet-assemble = Cut sheet { $sheet } along the dashed line and glue it onto the grey strip of sheet { $next }, matching the marks.
sheet-sowing = Seeds are sown counter-clockwise
sheet-assemble-right = Cut sheet { $sheet } along the dashed line at its right and glue it onto the grey strip at the left of sheet { $next }, matching the marks.
sheet-assemble-below = Cut sheet { $sheet } along the dashed line at its foot and glue it onto the grey strip at the top of sheet { $next }, matching the marks.
# The note on the sheets of a board of three rows (no final full stop: the page adds it).
sheet-sowing-three = Seeds are sown along the arrows, one loop through all the pits; each player's pits are framed alike ({ -south }: solid, { -north }: dashed)
# The note on the sheets of a board of four rows (no final full stop: the page adds it).
sheet-sowing-four = Each player sows only round their own two rows, along the arrows; each player's pits are framed alike ({ -south }: solid, { -north }: dashed)
sheet-rules-heading = Rules: { $variant }
sheet-setup = To start, put { $seeds } in each pit. Each player sits at the side marked with their name; the store at your right is yours.
sheet-position-heading = { $variant }: a position
sheet-question = Which move would you play, and why?
sheet-play-online = Play online: { $address }
sheet-position-text = Position: { $position }
sheet-moves-so-far = Moves so far: { $moves }
sheet-board-label = The board to print

## The game review sheet (printed from the game review): the chart, the mistakes with the better move and
## the boards of the three costliest moves

# $variant: the variant's name.
review-sheet-heading = Wari — game review: { $variant }
review-sheet-chart = Seeds ahead over the game: above the line { -south } leads, below it { -north }.
review-sheet-axis-move = Move
review-sheet-player = Player
review-sheet-moves = Moves
review-sheet-inaccuracies = Inaccuracies
review-sheet-mistakes = Mistakes
review-sheet-blunders = Blunders
review-sheet-seeds-lost = Seeds given away
review-sheet-list = Mistakes and blunders, with the better move
review-sheet-played = Played
review-sheet-better = Better
review-sheet-judgement = Judgement
review-sheet-inaccuracy = inaccuracy
review-sheet-mistake = mistake
review-sheet-blunder = blunder
review-sheet-none = No mistakes or blunders in this game.
review-sheet-costliest = The costliest moves
# $move: the move's number; $pit: its letter; $count: the seeds it gave away; $best: the better move's letter.
review-sheet-board = Move { $move }: { player } played { $pit } and gave away about { seeds }. Better: { $best }.
review-sheet-marks = A dashed ring marks the move played, a thick ring the better move.
# $moves: the game's moves (their letters).
review-sheet-game = Game: { $moves }

## The guided first game: the newcomers' card, the lesson card over the board, each step's task
## and what the move did. "North" is the opponent at the top; the learner plays South, the bottom row.

lesson-heading = First game
lesson-intro = New to Wari? Learn the rules in a few short steps on the board, with the rules chosen.
lesson-start = Start the guided game
# $number: the step shown; $total: the steps of the lesson.
lesson-title = Step { $number } of { $total }
lesson-topic-sowing = Sowing
lesson-topic-store = The store
lesson-topic-capture = Capturing
lesson-topic-chain = The chain
lesson-topic-lap = A whole lap
lesson-topic-grand-slam = All the seeds at once
lesson-topic-feeding = Feeding
lesson-topic-end = The end of the game
# $pit: the letter of the pit to play (ringed on the board).
lesson-task-sowing = Your pits are the bottom row. Take all the seeds of pit { $pit } (the ringed one) and sow them.
# The same on three and four rows, where a player's pits are not one row.
lesson-task-sowing-rows = Your pits are those with capital letters (A, B, C …). Take all the seeds of pit { $pit } (the ringed one) and sow them.
lesson-task-store = Your store is at the right end of your row. Sow pit { $pit } and watch where its seeds go.
# $counts: the capturing numbers, e.g. "2 or 3".
lesson-task-capture = Find the move whose last seed lands in one of North's pits and makes { $counts } there.
lesson-task-capture-rows = Find the move whose last seed lands in your inner row, facing North's seeds.
lesson-task-chain = Find the move that captures more than one pit.
# $pit: the pit to play; $count: its seeds.
lesson-task-lap = Pit { $pit } holds { seeds }, enough to go all the way round. Sow it and see where the last one lands.
lesson-task-slam-forbidden = North has seeds in two pits only. Capture some, but remember: under these rules you may not take every seed North has.
lesson-task-slam = Pit { $pit } would capture every seed North has left. Play it and see what these rules say.
lesson-task-feed = North has no seeds left. Play a move that gives them some.
lesson-task-no-feed = North has no seeds left. Under these rules you need not give them any: play pit { $pit }.
# $store: the seeds in your store; $target: the seeds that win; $count: the seeds still missing.
lesson-task-end = Your store holds { $store }. The first to { $target } wins: capture { seeds } to get there.
# $pit: the pit sown; $count: its seeds; $pits: the pits that got one, e.g. "D, E, F and a".
lesson-done-sowing = { $pit } held { seeds }: one by one they went into the next pits, { $pits }. Sowing always goes this way round, counter-clockwise.
# $pit: the pit sown; $next: the pit after the end of the row.
lesson-done-store = From { $pit } the seeds went on into { $next }: no seed is ever sown into a store. A store keeps only the seeds you capture.
# $last: the pit of the last seed; $count: the seeds captured.
lesson-done-capture = The last seed made a capture in { $last }: { seeds } went into your store.
# On four rows (L4-C): $last: the pit of the last seed, in the mover's inner row; $pits: North's pits captured, e.g. "k and b"; $count: the seeds.
lesson-done-capture-rows = The last seed landed in { $last }, in your inner row, so you captured the seeds in North's pits of that column ({ $pits }): { seeds } in all. A capture takes the inner pit facing yours and the outer pit behind it.
# $pits: the pits captured, e.g. "a and b"; $count: all the seeds captured.
lesson-done-chain = You captured { $pits }, { seeds } in all. After a capture the pit before it is checked too, and so on, while it holds a capturing number.
lesson-done-chain-both = You captured { $pits }, { seeds } in all. Under these rules the chain goes both ways: the pits before and after a capture are checked too.
# $pit: the pit sown; $count: its seeds; $last: the pit of the last seed.
lesson-done-lap = { $pit } held { seeds }: one went into every other pit, { $pit } itself was skipped, and the last one landed in { $last }. The pit you sow from stays empty.
lesson-done-slam-no-capture = That move would take every seed North has, so under these rules it captures nothing.
lesson-done-slam-if-decisive = That move would take every seed North has without winning the game, so under these rules it captures nothing. It captures only when it wins.
lesson-done-slam-all = You took every seed North has: these rules allow it.
lesson-done-slam-feed = You took every seed North has, and these rules give you another turn: now you must give North seeds again.
# $count: the seeds captured.
lesson-done-slam-forbidden = You captured { seeds }. Taking every seed North has is not allowed here, so a move that would do it is refused.
lesson-done-feed = North has seeds again. When your opponent has none, you must give them some if you can; if no move can, the game ends.
lesson-done-no-feed = North has no seeds and no move, so the game is over: each player takes the seeds on their own side.
# $store: the seeds in your store, the target.
lesson-done-end = Your store holds { $store }: that is the target, so the game is over and you win. A game also ends when the player to move has no move, or when the same position comes back.
lesson-done-end-no-capture = Your store holds { $store }: that is the target, so the game is over and you win. A game also ends when the player to move has no move, when the same position comes back, or when no capture is possible any more.
# $pit: the pit tried; $wanted: the pit of this step.
lesson-miss-other-pit = Pit { $pit } is yours, but this step sows from { $wanted }, the ringed pit. Try that one.
# $last: where the last seed would land; $count: the seeds that pit would then hold.
lesson-miss-no-capture = Its last seed would land in { $last } and make { $count } there: no capture. Count again from another pit.
# $count: the seeds the try captures.
lesson-miss-one-pit = Good, that captures, but only one pit ({ seeds }). Look for a move that captures two pits side by side.
lesson-miss-not-over = That does not end the game yet. Find the move that captures.
lesson-try-again = Try another pit.
# After the second wrong try at a step: a pit that works is ringed on the board.
lesson-ringed = The ringed pit is a move that works.
# The status line once the learner's own move has done the step (instead of whose turn it is): praise, and
# what the move did. $pit: the pit sown; $count: the seeds it captured (0: none).
lesson-turn-done = { $count ->
    [0] Well done, that is the move! You sowed { $pit } yourself, just as the step asked.
   *[other] Well done, that is the move! You sowed { $pit } and captured { seeds } yourself.
}
lesson-back = Back
lesson-restart = Start the step again
lesson-next = Next step
lesson-finish = Finish: back to the game
lesson-leave = Leave the lesson

## Game review: the computer analyses every position of the game, a chart of who was ahead after each move,
## each move judged by the seeds it gave away against the computer's best move, a summary per player

review-open = Review the game
review-heading = Game review
review-intro = The computer looks at every position of the game. The chart shows who was ahead after each move, and by how many seeds. Choose a move to see the position where it was played, with the better move ringed.
review-close = Back to the game
review-cancel = Stop
review-resume = Go on
# The endgame tables are built first: $percent per cent done.
review-tables = Getting ready… { $percent }%
# $done positions of $total analysed so far.
review-running = Analysing position { $done } of { $total }…
review-stopped = Stopped after { $done } of { $total } positions.
review-done = Every position analysed.
review-refused = The computer could not analyse this game.
review-prev = Previous move
review-next = Next move
review-learn = Learn from your mistakes
review-print = Print the review
# The chart's name for screen readers (the table below it says the same in words).
review-chart-label = Chart: who was ahead after each move, in seeds (up: South, down: North)
review-chart-south = South ahead
review-chart-north = North ahead
# The judgement of a move (the legend, the table, the chart's points).
review-good = Good
review-inaccuracy = Inaccuracy
review-mistake = Mistake
review-blunder = Blunder
# The move selected: $number, who played it ($player) and its pit ($pit).
review-move = Move { $number }: { player } played { $pit }.
review-move-good = A good move: as good as the computer's best, or less than a seed worse.
# A costly move: $judgement is inaccuracy, mistake or blunder; $count the seeds it gave away; $better the better move.
review-move-costly = { $judgement ->
    [inaccuracy] An inaccuracy
    [mistake] A mistake
   *[blunder] A blunder
}: it gave away about { seeds }. Better was { $better }, ringed on the board.
review-move-waiting = The computer has not analysed this move yet.
# Who was ahead after a move: $player and $count seeds; or a win the computer found ($player).
review-value = { player } ahead by { seeds }
review-value-even = Level
review-value-wins = { player } can force a win
# The table of every move (for screen readers, and to read at leisure).
review-table-caption = Every move, judged
review-col-move = Move
review-col-player = Player
review-col-played = Played
review-col-judgement = Judgement
review-col-lost = Seeds given away
review-col-better = Better move
review-col-value = After the move
review-summary-heading = Summary
review-col-count = Moves
review-seeds-lost = Seeds given away

## Counting practice: before a move is sown, say where its last seed lands and what it captures

practice-heading = Counting practice
practice-intro = Before each move, say where its last seed will land and how many seeds it will capture. Then watch it sown and counted.
practice-toggle = Practise counting
practice-hide = Hide the seed numbers
# $right: right guesses; $total: guesses.
practice-score = Right: { $right } of { $total }
# $pit: the pit chosen; $count: its seeds.
practice-ask-last = Pit { $pit } holds { seeds }. Where will its last seed land? Tap that pit.
# The numbers hidden (the pebbles must be counted): $pit: the pit chosen.
practice-ask-last-hidden = Pit { $pit }: count its seeds. Where will its last seed land? Tap that pit.
# $pit: the pit chosen; $last: the pit said for the last seed.
practice-ask-captured = Pit { $pit }, last seed in { $last }. How many seeds will it capture? Choose the number, then sow.
practice-captured-label = Seeds it will capture
practice-sow = Sow
practice-cancel = Choose another pit
# $numbers: the seeds counted so far, "1, 2, 3".
practice-counting = { $numbers } …
# $numbers: all the seeds counted, "1, 2, 3, 4"; $last: the pit of the last seed; $count: the seeds captured.
practice-counted = { $numbers }: the last seed lands in { $last }, and the move captures { seeds }.
practice-right = Right on both counts!
practice-last-right = The last seed: right.
# $last: where the last seed landed; $guess: the pit said.
practice-last-wrong = The last seed landed in { $last }, not in { $guess }.
practice-captured-right = The capture: right.
# $count: the seeds captured; $guess: the number said.
practice-captured-wrong = The move captured { seeds }, not { $guess }.

## Puzzles: the Puzzles card, the list, the puzzle card over the board

puzzles-heading = Puzzles
puzzles-intro = Short problems on real positions, each answer proved by the engine. Your game waits while you solve.
puzzles-open = Choose a puzzle
# $solved of $total puzzles solved on this device.
puzzles-solved-count = { $solved } of { $total } solved
puzzles-level-1 = ★ First steps
puzzles-level-2 = ★★ Practice
puzzles-level-3 = ★★★ Challenge
# After a solved puzzle's name in the list.
puzzles-solved-mark = solved
puzzles-close = Close
# $number: the puzzle's place in the list of $total.
puzzle-title = Puzzle { $number } of { $total }
puzzle-goal-best-capture = Capture as many seeds as you can with one move.
# $moves: moves of the solver.
puzzle-goal-win-in = { $moves ->
    [one] Win the game with one move.
   *[other] Win in { $moves } moves, whatever your opponent plays.
}
puzzle-goal-only-move = Every move but one loses. Find the one that does not.
puzzle-goal-feed = Your opponent has no seeds: give them some without letting them capture.
puzzle-goal-grand-slam = Capture all of your opponent's seeds with one move (a grand slam).
puzzle-goal-slam-then-feed = Capture all of your opponent's seeds, then use your extra turn to feed them safely.
# $count: the seeds the best move captures.
puzzle-hint-captures = One move captures { seeds }. For each pit, count where its last seed lands.
# $count: the seeds in the pit of the first move.
puzzle-hint-pit = Start from a pit holding { seeds }.
# $got: seeds the move tried captures (a number); $count: what the best move captures.
puzzle-miss-fewer = That move captures { $got }, but another captures { seeds }. Try again.
puzzle-miss-slam-nothing = That would take every seed of your opponent, and under these rules such a grand slam captures nothing. Try again.
puzzle-miss-not-slam = That does not take all of your opponent's seeds. Try again.
puzzle-miss-no-win = After that move your opponent can defend. Try again.
puzzle-miss-loses = After that move your opponent can force a win. Try again.
# $count: the most the opponent could then capture.
puzzle-miss-gives = Then your opponent could capture { seeds }. Try again.
puzzle-right = Right! Your opponent answers with their best defence. Your move.
puzzle-right-again = Right! The grand slam gives you another turn: now feed your opponent safely.
puzzle-solved = Solved!
puzzle-shown = Here is the solution.
# $move: the pit letter; $count: the seeds it captures; $next: the most any other move captures (a number).
puzzle-explain-best = { $move } captures { seeds }; no other move captures more than { $next }.
# $line: the moves, e.g. "F f E"; $mine and $theirs: the final score.
puzzle-explain-win = { $line }: after your opponent's best defence the game ends { $mine } to { $theirs } for you.
# A win in one move: the game ends on the move itself. $move: the pit letter; $mine and $theirs: the final score.
puzzle-explain-win-now = { $move } ends the game at once: { $mine } to { $theirs } for you.
puzzle-explain-only = { $move } is the only move after which your opponent cannot force a win.
puzzle-explain-feed = { $move } gives your opponent seeds without letting them capture; every other move lets them capture.
puzzle-explain-slam = { $move } takes all of your opponent's seeds: { seeds }.
# $feed: the feeding move after the grand slam $move.
puzzle-explain-slam-feed = { $move } takes all of your opponent's seeds ({ seeds }); the rules give you another turn, and { $feed } feeds them without letting them capture.
puzzle-hint = Hint
puzzle-restart = Start again
puzzle-solution = Show the solution
puzzle-next = Next puzzle
puzzle-leave = Back to my game
problem-puzzle = no puzzle has this name; the Puzzles list shows them all
# The status line once a puzzle is solved, or its solution shown (instead of whose turn it is).
puzzle-turn-solved = The puzzle is solved.
puzzle-turn-shown = The solution is played on the board.

## Learn from your mistakes (from the game review): each mistake of the game tried again on the board

mistakes-heading = Learn from your mistakes
# $number: the exercise's place among $total.
mistakes-count = Mistake { $number } of { $total }
# $move: the move's number in the game; $pit: the letter of the move played there; $count: the seeds it gave away.
mistakes-task-you = Move { $move }: you played { $pit } here and gave away about { seeds }. Find a better move.
# $player: who played it.
mistakes-task-player = Move { $move }: { player } played { $pit } here and gave away about { seeds }. Find a better move.
mistakes-same = That is the move played in the game. Find a better one.
# $pit: the letter of the move tried; $count: the seeds it would give away.
mistakes-wrong = { $pit } would give away about { seeds } too. Try again.
mistakes-right-best = Right! { $pit } is the best move.
# $best: the letter of the engine's best move.
mistakes-right = Right! { $pit } is as good as the best move, { $best }.
# $pit: the better move's letter.
mistakes-shown = The better move is { $pit }.
# $count: the seeds the better move captures.
mistakes-clue-capture = One move captures { seeds }. For each pit, count where its last seed lands.
# $pit: the move played; $count: the seeds the opponent could then capture.
mistakes-clue-threat = After { $pit } your opponent could capture { seeds }. Find a move that keeps them safe.
mistakes-clue-later = The seeds were lost a few moves later. For each move, think what your opponent could answer.
mistakes-hint = Hint
mistakes-show = Show the better move
mistakes-skip = Skip
mistakes-next = Next mistake
mistakes-finish = See what you found
mistakes-again = Start again
mistakes-leave = Back to my game
# $found of $total exercises.
mistakes-end = Better moves found: { $found } of { $total }.
mistakes-none = This game has no mistakes or blunders to learn from. Well played!
# The status line once an exercise is done (instead of whose turn it is).
mistakes-turn-done = This mistake is done: go on to the next one when you are ready.

## Set up a position (the position editor)

editor-heading = Set up a position
# The side panel card's text.
editor-intro = Put seeds in any pit and store, choose who moves, then play the position, share it or print it as a worksheet.
editor-open = Set up a position
# Above the board while a position is set up.
editor-help = Choose a pit or a store on the board, then add or take away seeds. On the board, + and − add and take away a seed, and a digit puts that many seeds.
# The number field's label: $pit is the pit's letter.
editor-count-pit = Seeds in pit { $pit }
# The number field's label for a store: $player is "south" or "north" (as in store-name).
editor-count-store = Seeds in { store-name }
editor-less = One seed less
editor-more = One seed more
editor-to-move = Who moves first
# G5 (RULES.md): the set-up is in the extra turn after a grand slam (position text S+/N+); shown under G5 only.
editor-feed-turn = Plays again after a grand slam (G5)
editor-feed-turn-title = The player to move has just captured all the opponent's seeds and plays again at once; this move must give them seeds.
editor-clear = Empty the board
editor-fill = Missing seeds to the stores
editor-fill-title = Put the seeds not yet placed into the two stores, as evenly as they go
editor-start = Start position
# $placed: the seeds in the pits and stores; $total: the seeds of the variant.
editor-placed = { $placed } of { $total } seeds placed.
# The check under the board, when it can be played.
editor-ready = Ready to play.
# $count: the seeds not yet placed.
editor-missing = Still to place: { seeds }. Add them to pits, or put them in the stores with “Missing seeds to the stores”.
# $count: the seeds placed beyond the variant's number.
editor-extra = That is { seeds } too many for this variant: take some away.
# $player's store holds $count seeds, at least the $target (a number).
editor-over-target = The game would already be over: { store-name } holds { seeds }, and the target is { $target }.
editor-over-no-capture = The game would already be over: no capture can happen any more on this board.
# $player is to move.
editor-over-stuck = The game would already be over: { player } is to move but has no legal move.
editor-play-heading = Play this position
editor-play-two = Two players
editor-play-south = I play South, against the computer
editor-play-north = I play North, against the computer
editor-link = Copy a link
editor-embed = Embed as a puzzle
editor-print = Print the worksheet
editor-leave = Back to the game
# The status line while a position is set up.
editor-status = Setting up a position. The game in progress is kept.

## The puzzle worksheet (chosen in the Puzzles list, printed)

puzzles-sheet-heading = A worksheet to print
puzzles-sheet-intro = Tick the puzzles to print, or take this week's six (of the variant you are playing, two of each level). Each puzzle is drawn with its seed counts and lines to write on; the answers come on a separate last sheet.
# Next to each puzzle of the list: its check box's text.
puzzles-sheet-add = On the worksheet
# The check box's name for screen readers: $number is the puzzle's number; keep { puzzles-sheet-add } in it.
puzzles-sheet-add-label = Puzzle { $number }: { puzzles-sheet-add }
puzzles-sheet-week = This week's 6
puzzles-sheet-print = Print the worksheet

## The Puzzles list's filter, and what this week's six were chosen from
puzzles-filter-variant = Variant
puzzles-filter-level = Level
puzzles-filter-all-variants = All variants
puzzles-filter-all-levels = All levels
puzzles-filter-none = No puzzle of this variant at this level: choose another level.
# After "This week's 6": $variant is the variant played; $own how many of the six are its own (all it has), $others the rest.
puzzles-week-own = Ticked: six puzzles of the variant you are playing, { $variant }.
puzzles-week-mixed = Ticked: all { $own } puzzles of the variant you are playing, { $variant }, and { $others } from the variants closest to it.
puzzles-week-none = No puzzle has these rules: ticked six from the closest variants.

# The printed sheets' heading.
sheet-puzzles-heading = Wari — puzzles
# $number: the puzzle's number in the collection.
sheet-puzzle = Puzzle { $number }
sheet-name = Name: ______________________   Date: ____________
sheet-answers = Answers
