# LYNGK — English messages (the default language and the fallback).
# Placeholders: users are mentions (<@id>), points and moves are notation
# (E5, C3-E5), colours and variants are names from this file.

## Shared pieces

verbatim = { $text }
list-separator = {", "}
list-and = { $a } and { $b }
colors-none = no colour yet
duration-separator = {" "}
duration-days = { $n ->
    [one] 1 day
   *[other] { $n } days
}
duration-hours = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
duration-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
duration-under-a-minute = less than a minute

color-ivory = ivory
color-blue = blue
color-red = red
color-green = green
color-black = black
color-joker = joker

variant-standard = standard
variant-sixstack = six-stack sudden death

button-accept = Accept
button-decline = Decline
button-rematch = Rematch
button-resign = Resign
button-keep-playing = Keep playing
button-previous-page = ◀ Previous
button-next-page = Next ▶
resign-confirm = Resign the game against { $opponent }? It counts as a loss.
resign-kept = You keep playing.
resign-outdated = That game is over already; nothing changed.

## Mistakes

internal-error = Sorry, something went wrong on our side. Nothing was changed; please try again.
cannot-challenge-self = You can't challenge yourself.
channel-busy = A game is already being played in this channel; finish it (or play in another channel) first.
challenge-pending = There is already an open challenge in this channel ({ $challenger } to { $opponent }). It must be answered, cancelled or expire first.
challenge-pending-open = There is already an open challenge in this channel ({ $challenger } to anyone). It must be accepted, withdrawn or expire first.
no-open-challenge = There is no open challenge here.
challenge-already-accepted = That challenge was already accepted.
challenge-taken = Too late: { $taker } already accepted that challenge.
cannot-accept-own-challenge = That is your own challenge: someone else has to accept it. You can withdraw it with `/lyngk cancel`.
open-challenge-not-declined = That challenge is open to anyone, so there is nothing to decline: just leave it. { $challenger } can withdraw it with `/lyngk cancel`.
challenge-was-declined = That challenge was declined.
challenge-was-withdrawn = That challenge was withdrawn.
challenge-has-expired = That challenge has expired.
challenge-expired = That challenge has expired. Send a new one if you still want to play.
challenge-not-for-you = That challenge is addressed to { $opponent }, not to you.
not-your-challenge = You have no open challenge in this channel to withdraw.
wrong-channel = That belongs to another channel.
no-game = There is no game in progress in this channel.
never-a-game = No game has been played in this channel yet.
not-a-player = You are not playing the game in this channel.
not-your-turn = It is not your turn: { $next } is to move.
changed-meanwhile = The game changed while your action was being handled; look at the board and try again.
moderators-only = Only moderators can abort a game.
admins-only = Only members with the Manage Server permission can change the turn time limit.
turn-limit-out-of-range = The turn time limit must be between { $min } and { $max }.
game-not-over = That game is still being played.
no-such-game = There is no such game.
search-busy = The computer is still answering one of your moves (here or in another channel). Wait for that answer, then try again; nothing was changed.

bad-move = `{ $text }` is not a move ({ $why }). Write the start and end points, e.g. `C3-E5` or `C3 E5`, or the full LYNGK path, e.g. `B5-B2-C3-E3`.
bad-move-nothing = Write a move: the start and end points, e.g. `C3-E5` or `C3 E5`.
bad-move-too-few-points = a move needs a start and an end point
bad-move-too-many-points = too many points
bad-move-not-a-point = `{ $point }` is not a point of the board
bad-move-empty-point = point { $position } is missing: two separators follow each other, or one starts or ends the move

## Rule violations (one per engine rule)

illegal = Illegal: { $reason }.
illegal-game-over = the game is over
illegal-already-claimed-this-turn = you have already claimed a colour this turn: now move a stack
illegal-two-claims-already = you have already claimed two colours
illegal-joker-not-claimable = the white jokers belong to nobody and can't be claimed
illegal-color-yours = { $color } is already yours
illegal-color-opponents = { $color } is already claimed by your opponent
illegal-claim-without-move = you can't claim { $color }: you would have no move to follow it
illegal-pass-with-move = you can't pass: you have a legal move
illegal-pass-with-claim = you can't pass: claiming a colour would give you a move, so you must claim
illegal-empty-start = there is no stack on { $point }
illegal-joker-cannot-move = the lone joker on { $point } can never be moved
illegal-opponents-stack = the stack on { $point } is topped by { $color }, your opponent's colour
illegal-full-stack-cannot-move = the stack on { $point } is complete ({ $limit } pieces) and can't move
illegal-same-point = a stack can't move onto itself ({ $point })
illegal-empty-target = there is no stack on { $point }: a move must land on another stack
illegal-unreachable-own = { $to } can't be reached from { $from }: it is neither a neighbour nor the first stack along a line, and no LYNGK chain leads there
illegal-unreachable-neutral = { $to } can't be reached from { $from }: it is neither a neighbour nor the first stack along a line (LYNGK chains need a stack topped by one of your claimed colours)
illegal-full-target = the stack on { $point } is complete ({ $limit } pieces): nothing can land on it
illegal-too-high = the combined stack would have { $height } pieces; the limit is { $limit }
illegal-color-twice = the combined stack would hold { $color } twice
illegal-neutral-too-low = a stack with a neutral top lands only on stacks no higher than itself: it has { $height ->
    [one] 1 piece
   *[other] { $height } pieces
}, the stack on { $to } has { $to_height }
illegal-chain-needs-own-color = only a stack topped by one of your claimed colours can make a LYNGK move, and the stack on { $point } is not
illegal-not-on-line = { $to } is not the first stack along a straight line from { $from }
illegal-not-lyngk-point = { $point } is not a LYNGK point: it is not topped by { $color }
illegal-lyngk-point-twice = the LYNGK point { $point } can be used only once per turn

## Challenges

challenged = { $opponent }, { $challenger } challenges you to a game of LYNGK ({ $variant }). Accept within { $ttl }.
challenged-anyone = { $challenger } challenges anyone here to a game of LYNGK ({ $variant }): the first to accept plays. Open for { $ttl }.
rematch-offered = { $opponent }, { $challenger } offers a rematch ({ $variant }). Accept within { $ttl }.
declined = { $challenger }, { $opponent } declined your challenge.
cancelled = { $challenger } withdrew the challenge.
challenge-timed-out = { $challenger }, your challenge to { $opponent } expired unanswered.
challenge-timed-out-open = { $challenger }, nobody accepted your open challenge in time; it expired.
challenge-other-bot = { $bot } is a bot and can't play. Challenge a member, or play the computer with `/lyngk play-ai`.
game-started = A { $variant } game of LYNGK begins: { $p1 } is player 1, { $p2 } player 2, drawn by lot. { $p1 }, you move first (claim a colour and move, or just move). Each turn may take up to { $limit }.

## Turns

claimed = { $user } claims { $color }.
now-move = { $user }, now move a stack.
moved = { $user } plays `{ $move }`.
moved-lyngk = { $user } plays `{ $move }`, a LYNGK move through { $via } (path { $path }).
scored = { $user } completes a five-stack of their colour and removes it: { $points ->
    [one] 1 point
   *[other] { $points } points
}.
passed = { $user } has no legal turn and passes.
to-move = { $user }, your turn (player { $player }, { $colors }).
turn-warning = { $user }, half of your time for this turn has gone: { $left } left before you lose on time.

## The end

end-no-moves = Neither player can move any more: the game is over.
end-score-line = Player { $player } ({ $user }): { $score }
score-standard = { $a ->
        [one] 1 point
       *[other] { $a } points
    }; stacks of four: { $b }, of three: { $c }, of two: { $d }; single pieces: { $e }
score-sixstack = stacks of five: { $a }, of four: { $b }, of three: { $c }, of two: { $d }; single pieces: { $e }
criterion-points = points
criterion-5stacks = 5-stacks
criterion-4stacks = 4-stacks
criterion-3stacks = 3-stacks
criterion-2stacks = 2-stacks
criterion-singles = singles
end-win-on = **{ $user } wins** on { $criterion }.
end-win-on-tiebreak = **{ $user } wins** on { $criterion } ({ $equal } equal before that).
end-draw = **Draw**: every number is equal.
sudden-death = { $user } completes a six-stack topped by their colour: **sudden death, { $user } wins!**
resigned = { $loser } resigns. **{ $winner } wins.**
lost-on-time = { $loser } did not move in time and loses on time. **{ $winner } wins.**
aborted = { $user } aborted the game. No result, no rating change.
rating-change = { $user }: rating { $old } → { $new } ({ $delta })
not-rated-early = The game ended before both players had moved, so it is not rated.
not-rated-outside-servers = Games outside a server are not rated.

## Looking at games

game-over-won = Game over: { $user } won{ $how ->
    [sudden-death] {" "}by sudden death
    [resign] {" "}by resignation
    [timeout] {" "}on time
   *[moves] {""}
}.
game-over-draw = Game over: a draw.
game-over-aborted = The game was aborted.
history-head = Game #{ $game }: player 1 { $p1 }, player 2 { $p2 }. Start position and moves:
history-no-moves = (no moves yet)
history-replay-it = To watch it move by move: `/lyngk replay`.
replay-caption = Replay of { $p1 } vs { $p2 } ({ $actions ->
    [one] 1 action
   *[other] { $actions } actions
}).
replay-alt = An animation of the game, one frame per action, { $actions ->
    [one] 1 action
   *[other] { $actions } actions
}.
analysis-head = Analysis of { $p1 } vs { $p2 } ({ $variant }, { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}): the chart shows { $p1 }'s winning chance after every turn, as the computer's search estimates it.
analysis-swing-drop = Turn { $turn }: { $user } played `{ $notation }`, and { $user }'s winning chance dropped from { $from }% to { $to }%.
analysis-swing-rise = Turn { $turn }: { $user } played `{ $notation }`, and { $user }'s winning chance rose from { $from }% to { $to }%.
analysis-preferred = → The search preferred `{ $notation }`, which kept { $chance }%.
analysis-level = No turn changed the balance.
analysis-note = Estimates from { $iterations } search iterations per position: a guide, not a proof.
analysis-alt = A chart of { $user }'s winning chance after each of { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}, from 0 to 100%, with the biggest swings circled.
analysis-busy = The computer is still busy with a search you asked for (an analysis or one of your games). Wait for it to finish, then try again.

## Ratings and statistics

ladder-empty = Nobody has finished a rated { $variant } game in this server yet.
ladder-title = **Leaderboard: { $variant }** (page { $page } of { $pages })
ladder-row = { $rank }. { $user } { $rating } ({ $won } won, { $lost } lost, { $drawn } drawn)
ladder-provisional = A rating followed by ? is provisional: too few rated games yet (rating deviation above { $deviation }).
ladder-you = You: #{ $rank } of { $size }.
ladder-you-unrated = You are not on this ladder yet: finish a rated { $variant } game to join it.
stats-none = { $user } has not finished a game in this server yet.
stats-title = **Statistics of { $user }**
stats-rating = Rating ({ $variant }): { $rating } (±{ $deviation })
stats-games = Games: { $games } ({ $won } won, { $lost } lost, { $drawn } drawn)
stats-streak = Current streak: { $kind ->
    [win] { $count ->
        [one] 1 win
       *[other] { $count } wins
    }
    [loss] { $count ->
        [one] 1 loss
       *[other] { $count } losses
    }
   *[draw] { $count ->
        [one] 1 draw
       *[other] { $count } draws
    }
}
stats-variant = { $variant }: { $won } won, { $lost } lost, { $drawn } drawn
stats-outside-title = **Outside servers** (DMs and group DMs, not rated)
stats-outside-none = { $user } has not finished a game outside servers yet.
stats-servers-title = **Rated games in servers** (only you see this; each server's ladder: `/lyngk stats` there)
stats-server-row = { $link }: { $games } ({ $won } won, { $lost } lost, { $drawn } drawn)
stats-servers-more = …and { $count } more servers.
turn-limit-set = Each turn may now take up to { $limit }. Running turns keep their current deadline.

## The rules

rules = **LYNGK in brief**
    • **Setup.** The 43 pieces — 8 each of ivory (I), blue (B), red (R), green (G) and black (K), and 3 white jokers (W) — are shuffled onto the 43 points, one per point. Who moves first is drawn by lot.
    • **Claiming.** All colours start neutral. At the start of your turn, before moving, you may claim one free colour (two at most over the game), then you move in the same turn. From then on only you may move stacks topped by it. Jokers belong to nobody and never move on their own.
    • **Moving.** Every turn you move one whole stack (a single piece counts) onto another stack, never onto an empty point: a neighbour, or the first stack along a straight line over empty points. A stack holds at most 5 pieces and never the same colour twice; jokers stand in for any colour. A stack topped by a neutral colour may only land on a stack no higher than itself; one topped by your own colour may land on any stack. A 5-stack never moves, and nothing lands on it.
    • **The LYNGK rule.** A stack topped by your colour that reaches another stack topped by the same colour does not stop there: it uses it as a LYNGK point and goes on along any line, until it lands. Each LYNGK point is used at most once per turn.
    • **Scoring.** A five-stack topped by one of your colours leaves the board and scores you a point. One with a neutral top stays and scores for nobody, even if its colour is claimed later; it can still be a LYNGK point for whoever owns its top colour. If you have no legal turn you pass.
    • **End.** When nobody can move, the most points wins; on equal points, the most 4-stacks topped by your colours, then 3-stacks, 2-stacks and single pieces decide.
    • **Six-stack variant (sudden death).** Stacks may reach 6 pieces and nothing leaves the board (a 5-stack may still move); a joker also counts as white. Completing a six-stack topped by your colour wins at once. Otherwise 5-stacks decide first.
    Commands: challenge, accept, decline, cancel, claim, move (`C3-E5` or the full path `B5-B2-C3-E3`), takeback (your opponent must agree), resign, board, history, replay, analyse (a finished game), record export (a game's record as a file), record import (a record, as a game of your own), rematch, games, mygames, notify (turn reminders by direct message), leaderboard, stats; play-ai to play the computer (easy, normal, hard, or master, which thinks 2 to 3 seconds a move); learn (lessons you play), puzzle (puzzles from real games), mistakes (retry your costliest turns); tournament join, leave, standings. Moderators: `/lyngk-admin` (abort a game, server settings, tournaments).


## The board in words (alt text for screen readers)

alt-sentence-separator = {" "}
alt-group-separator = {"; "}
alt-piece-separator = {" "}
alt-then = {", then "}
alt-head = LYNGK board, { $variant } game.
alt-winner = Game over: player { $player } wins.
alt-draw = Game over: a draw.
alt-aborted = Game aborted by a moderator: no result.
alt-why-count = No player could move any more; the count decided.
alt-why-sixstack = A six-stack of the winner's colour ended it.
alt-why-resigned = Player { $player } resigned.
alt-why-time = Player { $player } ran out of time.
alt-why-forfeit = Player { $player } left the tournament.
alt-to-move = Player { $player } to move.
alt-to-move-claimed = Player { $player } to move, having claimed this turn.
alt-claims-points = Player { $player } has claimed { $colors }, { $points ->
    [one] 1 point
   *[other] { $points } points
}.
alt-claims = Player { $player } has claimed { $colors }.
alt-neutral = Neutral: { $colors }.
alt-no-neutral = No neutral colour.
alt-last = Last turn, player { $player }: { $what }.
alt-last-claimed = claimed { $color }
alt-last-passed = passed
alt-last-moved = moved { $from } to { $to }
alt-last-moved-lyngk = moved { $from } to { $to } through LYNGK { $via }
alt-stack = { $point } { $pieces }
alt-stacks = Stacks, bottom to top: { $stacks }.
alt-single-group = { $color } { $points }
alt-singles = Single pieces: { $groups }.
alt-empty = { $n ->
    [one] 1 point empty.
   *[other] { $n } points empty.
}

## The words drawn on the pictures (the board's strip, the charts)
## { $player } is the player the phrase is about (to move, the winner),
## { $other } their opponent: both are names as the picture shows them.

picture-points = POINTS
picture-five-stacks = 5-STACKS
picture-tag-to-move = TO MOVE
picture-tag-winner = WINNER
picture-neutral = NEUTRAL
picture-no-neutral = none
picture-variant-standard = STANDARD GAME
picture-variant-sixstack = SIX-STACK · SUDDEN DEATH
picture-player = Player { $number }
picture-to-move = { $player } to move
picture-claimed = { $player } has claimed, moves next
picture-passed = { $other } had no move and passed · { $player } to move
picture-won-count = Game over · { $player } wins · no moves left
picture-won-sixstack = Game over · { $player } wins · six-stack
picture-won-resigned = Game over · { $player } wins · { $other } resigned
picture-won-time = Game over · { $player } wins · { $other } ran out of time
picture-won-forfeit = Game over · { $player } wins · { $other } left the tournament
picture-draw = Game over · draw · no moves left
picture-aborted = Game aborted · no result
picture-computer = Computer
picture-you = You
picture-opponent = Opponent
picture-puzzle-task-win = Find the turn that wins by force · { $turns } to find
picture-puzzle-task-draw = Find the turn that saves the draw · { $turns } to find
picture-puzzle-solved = Solved ✓
picture-puzzle-solution = The solution's first turn
chart-chances-title = Winning chances, turn by turn
chart-ahead = { $player } ahead
chart-swing = swing: turn, player
chart-turn-axis = turn
chart-chance-axis = { $player }'s chance to win
chart-ratings-title = Ratings of { $player }
chart-ladder-standard = standard
chart-ladder-sixstack = six-stack
chart-games-axis = rated games played
chart-rating-axis = rating

## The computer opponent

computer = the computer
level-easy = easy
level-normal = normal
level-hard = hard
level-master = master
stats-vs-computer = Against the computer ({ $level }, not rated): { $won } won, { $lost } lost, { $drawn } drawn
ai-game-started = { $user } starts a { $variant } game of LYNGK against the computer (level { $level }); it is not rated. Lots were drawn: { $first } moves first. Each of your turns may take up to { $limit }.
computer-answers = The computer ({ $level }) answers:
computer-thinking = The computer ({ $level }) is thinking; its answer follows.

## Discord: errors of the adapter

guild-only = This command works in a server: challenges, the server's games and ladders, and tournaments live there. Here you can play the computer (`/lyngk play-ai`), take lessons and puzzles, and look at your games.
server-install-only = This command needs LYNGK added to the server by its managers: the server's games and ladders, its settings and tournaments live there. Here you can challenge a friend (`/lyngk challenge`), play the computer (`/lyngk play-ai`), take lessons and puzzles, and look at your games.
unreadable-input = I couldn't read `{ $input }`: { $error }
unreadable = I couldn't read that: { $error }
stale-button = This button no longer does anything.
no-attachments-here = No picture or file here: this channel doesn't let apps attach files (its *Attach Files* permission is off for apps), so the text says it all.

## Discord: the command tree (names: lower case, no spaces)

cmd-lyngk-desc = Play LYNGK, the abstract game of stacking colours
cmd-lyngk-admin-desc = LYNGK for moderators and server managers: abort a game, server settings, tournaments
cmd-challenge-name = challenge
cmd-challenge-desc = Challenge someone to a game in this channel
opt-challenge-opponent-name = opponent
opt-challenge-opponent-desc = Who you want to play (leave empty: anyone may accept)
opt-challenge-variant-name = variant
opt-challenge-variant-desc = Standard (default) or six-stack sudden death
cmd-play-ai-name = play-ai
cmd-play-ai-desc = Play against the computer in this channel (not rated)
opt-play-ai-level-name = level
opt-play-ai-level-desc = How strongly the computer plays
opt-play-ai-variant-name = variant
opt-play-ai-variant-desc = Standard (default) or six-stack sudden death
choice-level-easy = Easy
choice-level-normal = Normal
choice-level-hard = Hard
choice-level-master = Master
cmd-accept-name = accept
cmd-accept-desc = Accept the challenge open to you in this channel
cmd-decline-name = decline
cmd-decline-desc = Decline the challenge open to you in this channel
cmd-cancel-name = cancel
cmd-cancel-desc = Withdraw your open challenge in this channel
cmd-claim-name = claim
cmd-claim-desc = Claim a colour at the start of your turn (then move)
opt-claim-color-name = color
opt-claim-color-desc = The colour to claim
cmd-move-name = move
cmd-move-desc = Move a stack (optionally claiming a colour first)
opt-move-from-name = from
opt-move-from-desc = The stack to move, e.g. C3
opt-move-to-name = to
opt-move-to-desc = Where it lands, e.g. E5, or a LYNGK path like B2 C3 E3
opt-move-claim-name = claim
opt-move-claim-desc = A colour to claim before moving
cmd-board-name = board
cmd-board-desc = Show the board of the game in this channel
cmd-history-name = history
cmd-history-desc = The moves of the game in this channel so far
cmd-replay-name = replay
cmd-replay-desc = An animation of the game in this channel
cmd-analyse-name = analyse
cmd-analyse-desc = The computer's analysis of a finished game: winning chances and turning points
opt-analyse-game-name = game
opt-analyse-game-desc = The game's number (default: the last game in this channel)
cmd-resign-name = resign
cmd-resign-desc = Resign the game in this channel (you are asked to confirm)
cmd-rematch-name = rematch
cmd-rematch-desc = Challenge your last opponent in this channel again
cmd-leaderboard-name = leaderboard
cmd-leaderboard-desc = The best players of this server, per variant
opt-leaderboard-variant-name = variant
opt-leaderboard-variant-desc = Which ladder: standard (default) or six-stack sudden death
cmd-stats-name = stats
cmd-stats-desc = A player's rating and results (yours by default)
opt-stats-user-name = user
opt-stats-user-desc = Whose results
cmd-rules-name = rules
cmd-rules-desc = How to play LYNGK
cmd-abort-name = abort
cmd-abort-desc = End the game in this channel without a result (Manage Messages)
cmd-settings-name = settings
cmd-settings-desc = Server settings (Manage Server)
cmd-settings-turn-limit-name = turn-limit
cmd-settings-turn-limit-desc = How long a player may take for a turn before forfeiting (Manage Server)
opt-settings-turn-limit-hours-name = hours
opt-settings-turn-limit-hours-desc = Hours per turn
choice-color-ivory = Ivory (I)
choice-color-blue = Blue (B)
choice-color-red = Red (R)
choice-color-green = Green (G)
choice-color-black = Black (K)
choice-variant-standard = Standard
choice-variant-sixstack = Six-stack sudden death
autocomplete-via = { $to } (via { $via })
autocomplete-claim = { $to } — claim { $color }
autocomplete-claim-via = { $to } — claim { $color }, via { $via }
claim-conflict = The destination you picked needs a claim of { $carried }, but the `claim` option says { $chosen }. Pick the destination again, or leave `claim` empty.

## The terminal front end

local-usage = usage: <user> { $usage }
local-unknown-command = unknown command `{ $command }`; try `help`
local-io-error = could not write: { $error }
local-help =
    Commands, one per line: <user> <command> [args]
      challenge <user> [standard|sixstack]   accept   decline   cancel
      play-ai <easy|normal|hard|master> [standard|sixstack]   (a game against the computer)
      claim <colour> [move]                  move <from> <to> | move C3-E5 | move B5-B2-C3-E3 | move +R C3-E5
      resign   board   history   replay   rematch   abort   rules
      leaderboard [standard|sixstack] [page]   stats [user]   turnlimit <30m|2h|1d>   wait <duration> (with --now)
      takeback   takeback-accept   takeback-decline   (takebacks)   settings   takebacks <on|off>
      analyse [game]   games   mygames   notify <on|off>
      export [game | imported <n>]   import <file>   replay [game | imported <n>]   (game records)
      menu   pick <number>   (the Move button and its menus)   threads <on|off>
      learn [lesson]   try [+R] <from> <to>   (lessons you play)
      puzzle [daily]   puzzle [+R] <from> <to>   (puzzles proven by the solver)

## Finding games

games-none = No game is being played in this server right now.
games-title = **Games in progress** ({ $count })
games-row = { $p1 } vs { $p2 } · { $variant } · { $next } to move since { $since } · { $link }
games-more = …and { $count } more.
mygames-none = { $place ->
    [everywhere] You have no game yet, in a server or outside one.
   *[server] You have no game in this server or outside servers yet.
}
mygames-title = **Your games** ({ $count }) · { $place ->
    [everywhere] everywhere
   *[server] in this server and outside servers
}
mygames-row-your-turn = ▶ **your turn** · against { $opponent } · { $variant } · since { $since } · { $link }
mygames-row-waiting = against { $opponent } · { $variant } · { $next } to move since { $since } · { $link }
mygames-row-finished = { $result ->
    [win] won
    [loss] lost
   *[draw] drawn
} · against { $opponent } · { $variant } · ended { $when } · { $link }
mygames-page = Page { $page } of { $pages }
cmd-games-name = games
cmd-games-desc = The games being played in this server
cmd-mygames-name = mygames
cmd-mygames-desc = Your games, where it is your turn, then the finished ones, each with a link

## Turn reminders

notify-on = Turn reminders are on: you will get a direct message when it is your turn in one of your games, and when half of your time for a turn has gone. They come only if your direct messages are open to members of the server.
notify-off = Turn reminders are off.
reminder-your-turn = It is your turn in your { $variant } game of LYNGK against { $opponent }: { $link }
reminder-half-time = Half of your time for this turn has gone ({ $left } left) in your game of LYNGK against { $opponent }: { $link }
cmd-notify-name = notify
cmd-notify-desc = Turn reminders by direct message (off by default)
opt-notify-state-name = state
opt-notify-state-desc = On or off
choice-notify-on = On
choice-notify-off = Off

# Games in threads
threads-on = New games now start in a thread of their own, named after the players.
threads-off = New games now stay in the channel where they are agreed.
threads-admins-only = Only members with the Manage Server permission can choose where games are played.
thread-name = { $first } vs { $second }
game-in-thread = The game goes on in { $thread }.
thread-permissions-missing = I could not open a thread for this game, so it is played here. To give each game a thread of its own, grant me *Create Public Threads* and *Send Messages in Threads* in this channel.
cmd-settings-threads-name = threads
cmd-settings-threads-desc = Whether each new game starts in a thread of its own (Manage Server)
opt-settings-threads-state-name = state
opt-settings-threads-state-desc = On or off

## Playing by clicking

button-move = Move
button-claim = Claim { $color }
menu-outdated = This menu is out of date: the game has moved on. Use the Move button under the latest board.
menu-game-over = This game is over: there is nothing left to move. Start a new one with `/lyngk challenge`.
menu-stacks = Choose the stack to move.
menu-stacks-or-claim = Choose the stack to move, or claim a colour first with a button below.
menu-stacks-placeholder = Stack to move
menu-stacks-columns = Stacks in { $columns }
menu-stack-description = { $color } on top, { $height ->
    [one] 1 piece
   *[other] { $height } pieces
}
menu-landings = Where does the stack on { $from } go?
menu-landings-placeholder = Landing point
menu-landings-columns = Landing points in { $columns }
board-not-yours = This board was shown to another member: only they can play on it. Open your own with `/lyngk learn`, `/lyngk puzzle` or `/lyngk mistakes`.

## Takebacks

button-takeback = Take back
takeback-nothing = You have no turn to take back yet.
takebacks-off = This server does not allow takebacks in rated games.
takeback-pending = { $requester } has already asked for a takeback; it is waiting for an answer.
takeback-button-for = Only { $user } can ask to take back that turn.
takeback-asked = { $requester } asks to take back their last turn: { $turns } would be undone. { $opponent }, do you agree? The request lapses in { $ttl }.
takeback-not-for-you = Only { $opponent } can answer this takeback request.
takeback-accepted = { $opponent } agreed: { $turns } taken back.
takeback-computer = { $requester } takes back { $turns } (against the computer, no agreement is needed).
takeback-declined = { $opponent } declined { $requester }'s takeback request; the game goes on as it was.
takeback-expired = { $requester }, your takeback request expired without an answer; the game goes on as it was.
takeback-was-accepted = That takeback request was already accepted.
takeback-was-declined = That takeback request was declined.
takeback-has-expired = That takeback request has expired.
takeback-overtaken = That takeback request no longer applies: the game has moved on.
takebacks-on = Takebacks are now allowed in rated games on this server (the opponent must still agree).
takebacks-off-set = Takebacks are now refused in rated games on this server (games against the computer still allow them).
history-taken-back = Taken back from turn { $turn } on: { $turns }
cmd-takeback-name = takeback
cmd-takeback-desc = Ask to take back your last turn (your opponent must agree)
cmd-settings-takebacks-name = takebacks
cmd-settings-takebacks-desc = Whether takebacks are allowed in rated games (Manage Server)
opt-settings-takebacks-state-name = state
opt-settings-takebacks-state-desc = On or off

## Settings shown

cmd-settings-show-name = show
cmd-settings-show-desc = The server's current settings
settings-head = The settings of this server:
settings-turn-limit = • Time per turn: { $limit }
settings-turn-limit-default = • Time per turn: { $limit } (the default)
settings-threads-on = • Each new game starts in a thread of its own.
settings-threads-off = • New games are played in the channel where they are agreed.
settings-takebacks-on = • Takebacks are allowed in rated games (the opponent must agree).
settings-takebacks-off = • Takebacks are refused in rated games (games against the computer allow them).

## The rating chart

stats-chart-alt = Rating chart of { $user }: { $ladders }.
stats-chart-ladder = { $variant } from { $from } to { $to } over { $results ->
    [one] 1 rated result
   *[other] { $results } rated results
}

## Tournaments

tournament-format-swiss = Swiss ({ $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
})
tournament-format-round-robin = round robin
tournament-admins-only = Only members with the Manage Server permission can run tournaments.
tournament-in-thread = A tournament can't be held in a thread: each of its games is played in a thread of its own. Create it in the thread's channel instead.
tournament-name-invalid = A tournament's name has 1 to { $max } characters.
tournament-rounds-needed = A Swiss needs its number of rounds (1 to { $max }): fill in `rounds`.
tournament-rounds-round-robin = A round robin has no number of rounds to choose (everyone meets everyone once): leave `rounds` empty.
tournament-signup-out-of-range = The sign-up may last 1 to { $max } hours.
tournament-channel-taken = This channel already has a tournament that is not over: { $name }. Finish or cancel it first, or use another channel.
tournament-none = There is no tournament in this channel.
tournament-announce = 🏆 **{ $name }**: a { $format } tournament of { $variant } LYNGK, { $limit } per turn, organised by { $organiser }. Games are rated, each in a thread of its own; no takebacks.
tournament-signup-closes = Sign-up closes { $when }: press **Join** to play.
tournament-signup-by-hand = Press **Join** to play; the organiser starts it when everyone is in.
tournament-entrants = Players ({ $count }): { $list }
tournament-entrants-page = Players { $from }–{ $to } of { $count }: { $list }
tournament-no-entrants = Nobody has joined yet.
tournament-entrants-latest = Players ({ $count }); the latest to join: { $list }. `/lyngk tournament standings` lists the players.
tournament-cap-line = At most { $max } players.
tournament-full = { $name } is full: it takes { $max } players.
tournament-cap-invalid = A tournament takes 2 to { $max } players: fill in `players` with a number in that range, or leave it empty for no limit.
standings-more = … and { $count } more: `/lyngk tournament standings` shows your own line.
tournament-signup-over = Sign-up is closed: { $count } players take part.
tournament-cancelled-line = This tournament was cancelled.
tournament-joined = You joined { $name } ({ $count ->
    [one] 1 player
   *[other] { $count } players
} so far).
tournament-already-joined = You have already joined { $name }.
tournament-left-signup = You left { $name }.
tournament-not-entered = { $user } is not playing in { $name }.
tournament-signup-closed = Sign-up for { $name } is closed.
tournament-removed-no-rejoin = The organiser removed you from { $name }; you can't join again.
tournament-withdrew = { $user } has left { $name } and plays no further rounds.
tournament-removed = { $organiser } removed { $user } from { $name }; they play no further rounds.
tournament-forfeit = { $loser } loses their game against { $winner } by forfeit (not rated).
tournament-started = **{ $name }** begins with { $count } players over { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}.
tournament-too-few = { $name } needs at least 2 players to start; { $count } joined.
tournament-too-few-for-rounds = A Swiss of { $rounds } rounds needs at least { $needed } players, so that nobody meets the same opponent twice; { $count } joined. Wait for more, or cancel and create it with fewer rounds.
tournament-rounds-reduced = Only { $count } players joined: the Swiss is played over { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }, so that nobody meets the same opponent twice.
tournament-cancelled-too-few = Sign-up for { $name } closed with { $count } players: too few to play, so it is cancelled.
tournament-already-started = { $name } has already started.
tournament-round = **{ $name }: round { $round } of { $total }**
tournament-board = Board { $board }: { $first } (moves first) against { $second }
tournament-board-forfeit = Board { $board }: { $first } against { $second }, decided by forfeit
tournament-bye = Bye: { $user } (one point)
tournament-sits-out = { $user } sits this round out.
tournament-game-started = **{ $name }, round { $round }**: { $first } against { $second }, a { $variant } game. { $first }, you move first (the tournament decides, not the lot). Each turn may take up to { $limit }. The game is rated; takebacks are off.
tournament-round-over = **{ $name }**: round { $round } is over.
tournament-winner = 🏆 **{ $name }** is over. { $count ->
    [one] The winner is { $winners }!
   *[other] The winners, equal on every tie-break, are { $winners }!
}
tournament-winners-shared = 🏆 **{ $name }** is over: { $count } players share first place, equal on every tie-break. The winners:
tournament-standings-head = Standings of { $name } after round { $round } of { $total }:
tournament-standings-final = Final standings of { $name } ({ $total ->
        [one] 1 round
       *[other] { $total } rounds
    }):
standings-row = { $rank }. { $player }{ $note }: { $points } points · Buchholz { $buchholz } · SB { $sb } · { $played ->
    [one] 1 game
   *[other] { $played } games
}
standings-row-rr = { $rank }. { $player }{ $note }: { $points } points · SB { $sb } · { $played ->
    [one] 1 game
   *[other] { $played } games
}
standings-withdrawn-note = {" "}(withdrawn)
standings-caption = { $format } · after round { $round } of { $total }
standings-caption-final = { $format } · final standings
standings-alt = The standings of { $name }: { $leader } leads with { $points } points.
standings-alt-empty = The standings of { $name }.
standings-rank = #
standings-player = Player
standings-points = Points
standings-buchholz = Buchholz
standings-sb = SB
standings-played = Games
standings-withdrawn = withdrawn
tournament-paused = { $name } is paused: games in progress go on, and no new round starts until it is resumed.
tournament-not-paused = { $name } is not paused.
tournament-resumed = { $name } goes on.
tournament-cancelled = { $organiser } cancelled { $name }. Games in progress go on as ordinary rated games.
tournament-over = { $name } is over.
tournament-not-running = { $name } is not running.
tournament-takebacks-off = Takebacks are off in tournament games.
tournament-abort-refused = This game is part of the tournament { $name } and can't be aborted. The organiser can remove a player (`/lyngk-admin tournament remove`) or cancel the tournament.
tournament-thread-failed = The thread for { $first } against { $second } could not be made; the bot tries again in a minute. It needs Create Public Threads and Send Messages in Threads here.
tournament-resuming = **{ $name }**: starting the games of round { $round } that were not started yet.
tournament-carrying-on = **{ $name }**: carrying on where it was interrupted.
tournament-game-forfeited = The game is over: { $loser } left the tournament, so { $winner } wins by forfeit (not rated).
tournament-thread-name = R{ $round }: { $first } vs { $second }
button-join = Join
button-leave = Leave
cmd-tournament-name = tournament
cmd-tournament-desc = Server tournaments: Swiss or round robin
cmd-tournament-create-name = create
cmd-tournament-create-desc = Create a tournament in this channel (Manage Server)
opt-tournament-create-name-name = name
opt-tournament-create-name-desc = The tournament's name
opt-tournament-create-format-name = format
opt-tournament-create-format-desc = Swiss (a number of rounds) or round robin (everyone meets everyone)
opt-tournament-create-rounds-name = rounds
opt-tournament-create-rounds-desc = A Swiss's number of rounds
opt-tournament-create-variant-name = variant
opt-tournament-create-variant-desc = Standard (default) or six-stack sudden death
opt-tournament-create-hours-name = hours
opt-tournament-create-hours-desc = Hours per turn in its games (default 24)
opt-tournament-create-signup-name = signup
opt-tournament-create-signup-desc = Hours until sign-up closes and round 1 starts (empty: start it by hand)
opt-tournament-create-players-name = players
opt-tournament-create-players-desc = The most players who may join (empty: no limit)
choice-format-swiss = Swiss
choice-format-round-robin = Round robin
cmd-tournament-start-name = start
cmd-tournament-start-desc = Start this channel's tournament now (Manage Server)
cmd-tournament-pause-name = pause
cmd-tournament-pause-desc = Pause before the next round (Manage Server)
cmd-tournament-resume-name = resume
cmd-tournament-resume-desc = Resume a paused tournament (Manage Server)
cmd-tournament-remove-name = remove
cmd-tournament-remove-desc = Remove a player from this channel's tournament (Manage Server)
opt-tournament-remove-player-name = player
opt-tournament-remove-player-desc = Who to remove
cmd-tournament-cancel-name = cancel
cmd-tournament-cancel-desc = Cancel this channel's tournament (Manage Server)
cmd-tournament-standings-name = standings
cmd-tournament-standings-desc = The standings of this channel's tournament
cmd-tournament-join-name = join
cmd-tournament-join-desc = Join this channel's tournament
cmd-tournament-leave-name = leave
cmd-tournament-leave-desc = Leave this channel's tournament (once it runs, your games are lost by forfeit)

## Lessons (/lyngk learn)

lesson-list = **Lessons** — start one with `/lyngk learn lesson:…`; each is played privately, with the Move button.
lesson-list-line = { $number }. **{ $title }** (`{ $name }`): { $state }
lesson-state-not-yet = not yet
lesson-state-at-step = at step { $step } of { $steps }
lesson-state-done = done ✓
lesson-step = **Lesson { $number }: { $title }** — step { $step } of { $steps }
lesson-right = Right!
lesson-done-next = Right! Lesson done: **{ $title }** ✓. Next: **{ $next }** (`/lyngk learn`).
lesson-done-all = Right! Lesson done: **{ $title }** ✓. That was the last lesson: you know the rules, now `/lyngk challenge` someone.
lesson-wrong = Not quite. { $hint } Here is the position again.
lesson-illegal = { $illegal } { $hint }
lesson-unknown = There is no lesson called “{ $name }”. The lessons: { $names }.
lesson-outdated = This lesson's button is out of date: start the lesson again with `/lyngk learn`.
lesson-needs-lesson = Name the lesson your move is for: `/lyngk learn lesson:… move:C3-E5`.
lesson-claim-needs-move = A claim goes with the move after it: add `move` too (`/lyngk learn lesson:… claim:… move:C3-E5`), or leave `claim` empty.
lesson-title-moves = Moving a stack
lesson-title-stacking = What may stack on what
lesson-title-lyngk = LYNGK hops
lesson-title-claims = Claiming a colour
lesson-title-five-stack = Completing a 5-stack
lesson-title-the-end = The end of the game
lesson-title-sudden-death = Six-stack sudden death
lesson-moves-1-task = A stack moves onto an occupied neighbour, and the moved stack goes on top: put the red piece on E5 onto the blue piece on E6.
lesson-moves-1-hint = Move the stack on E5 (the red piece) onto E6, just above it.
lesson-moves-2-task = A stack may also slide along a line over empty points to the first piece it meets: move the ivory piece on E2 up to E7.
lesson-moves-2-hint = The ivory piece on E2 slides up column E over the empty points and stops on the first piece, on E7.
lesson-stacking-1-task = A stack with a neutral top lands only on a stack no taller than itself: build a 3-stack.
lesson-stacking-1-hint = Your 2-stack on D4 can't climb onto the 3-stack on E5, but it can land on a single piece.
lesson-stacking-2-task = No colour may appear twice in a stack (jokers may): build a 4-stack.
lesson-stacking-2-hint = The 2-stack on D4 holds blue, so it can't land on E5's blue; try the 2-stack without blue on C4.
lesson-lyngk-1-task = You own blue: a blue stack that meets another blue top hops on from it (a LYNGK point). Bring the stack on B5 to E3 by hopping along the blue stacks.
lesson-lyngk-1-hint = From B5 the line down column B meets the blue on B2, which links to the blue on C3, and from there the line reaches E3.
lesson-claims-1-task = At the start of your turn you may claim a colour, then you must move: claim red, then put the red piece on E5 onto the 2-stack on E6.
lesson-claims-1-hint = A neutral single can't land on a 2-stack, but one topped by your own colour can: claim red in the same turn (in the menu, the landing says “claim red”; typed, add claim:red).
lesson-five-stack-1-task = A 5-stack topped by your colour leaves the board and scores you a point: complete one.
lesson-five-stack-1-hint = Put your red piece from E5 on top of the 4-stack on E6: it must be your colour on top.
lesson-the-end-1-task = The game ends when nobody can move; then points, then 4-stacks, 3-stacks, 2-stacks and singles topped by your colours decide. Play the last move so that you win.
lesson-the-end-1-hint = After this move nobody can move: make a 2-stack topped by your red, which beats your opponent's single green piece on A3.
lesson-sudden-death-1-task = In the six-stack variant a 6-stack topped by your colour wins at once (it needs a joker, which counts as white): win now.
lesson-sudden-death-1-hint = Put your red piece from E5 on the 5-stack with the joker on E6.
cmd-learn-name = learn
cmd-learn-desc = Short lessons you play, privately: the list, or one of them
opt-learn-lesson-name = lesson
opt-learn-lesson-desc = The lesson to start (none: the list, with your progress)
opt-learn-move-name = move
opt-learn-move-desc = A try typed for the lesson's step, e.g. E5 E6
opt-learn-claim-name = claim
opt-learn-claim-desc = A colour to claim before the typed try
choice-lesson-moves = Moves
choice-lesson-stacking = Stacking
choice-lesson-lyngk = LYNGK hops
choice-lesson-claims = Claims
choice-lesson-five = Five-stack
choice-lesson-end = End of the game
choice-lesson-sudden = Sudden death

## Puzzles (/lyngk puzzle)

puzzle-head = **Puzzle #{ $id }** · rated { $rating }
puzzle-daily-head = **Today's puzzle** (#{ $id }): the same for everyone on this server today.
puzzle-credit = From { $one } vs { $two }, { $when } ([the game]({ $link })).
puzzle-task-win = You play player { $player }: find the only turn that wins by force ({ $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    } to find). A claim and its move are one turn.
puzzle-task-draw = You play player { $player }: find the only turn that saves a draw; every other turn loses ({ $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    } to find). A claim and its move are one turn.
puzzle-resumed = The puzzle you are playing:
puzzle-none-left = You have tried all { $count } puzzles here. New ones come from the games finished on this server; `/lyngk puzzle daily:True` gives today's.
puzzle-daily-tried-solved = You solved today's puzzle already ✓ Play it again if you like: it is not rated twice.
puzzle-daily-tried-failed = You tried today's puzzle already. Play it again if you like: it is not rated twice.
puzzle-claim-needs-move = A claim goes with the move after it: add `move` too (`/lyngk puzzle claim:… move:C3-E5`), or leave `claim` empty.
puzzle-not-playing = You are not playing a puzzle: start one with `/lyngk puzzle`.
puzzle-outdated = This puzzle's button is out of date: `/lyngk puzzle` shows where you are.
puzzle-illegal = { $illegal } Try again.
puzzle-right-go-on = Right! The other side answers { $answer }. Your turn again.
puzzle-solved = Solved ✓: { $turns ->
    [one] you found the right turn.
   *[other] you found all { $turns } right turns.
}
puzzle-wrong-win = Not this one: after { $turn } the win is gone.
puzzle-wrong-draw = Not this one: after { $turn } the game is lost.
puzzle-refutation-win = Why: the solver answers { $answer }, and you can no longer force a win.
puzzle-refutation-draw = Why: the solver answers { $answer }, and you lose by force.
puzzle-solution-win = The solution: { $line } (it wins by force; the picture shows its first turn).
puzzle-solution-draw = The solution: { $line } (it holds the draw; the picture shows its first turn).
puzzle-rating-change = Puzzle rating: { $old } → { $new }
puzzle-not-rated = Not rated: you had tried this puzzle before.
puzzle-claimed = You claim { $color } this turn: now choose the move.
button-next-puzzle = Next puzzle
stats-puzzles = Puzzles: rating { $rating } · { $solved } solved, { $failed } failed · streak { $streak } (best { $best })
cmd-puzzle-name = puzzle
cmd-puzzle-desc = Puzzles from real games, proven by the solver: find the one right turn
opt-puzzle-daily-name = daily
opt-puzzle-daily-desc = Today's puzzle of this server, the same for everyone
opt-puzzle-move-name = move
opt-puzzle-move-desc = A turn typed for your puzzle, e.g. C3 E5
opt-puzzle-claim-name = claim
opt-puzzle-claim-desc = A colour to claim before the typed move
settings-daily-puzzle-on = • The puzzle of the day is posted in { $channel } every day.
settings-daily-puzzle-off = • The puzzle of the day is not posted (`/lyngk-admin settings daily-puzzle` in a channel posts it there).
daily-puzzle-on = The puzzle of the day will be posted in { $channel } every day, soon after 00:00 UTC (today's within a minute).
daily-puzzle-off = The puzzle of the day is no longer posted. Members still get it with `/lyngk puzzle daily:True`.
daily-puzzle-elsewhere = The puzzle of the day is posted in { $channel }: turn it off there.
daily-puzzle-post = **Puzzle of the day** (#{ $id }): the same for everyone here today. Press **Play it** to try it, privately.
button-daily-puzzle = Play it
cmd-settings-daily-puzzle-name = daily-puzzle
cmd-settings-daily-puzzle-desc = Post the server's puzzle of the day in this channel every day, or no more (Manage Server)
opt-settings-daily-puzzle-state-name = state
opt-settings-daily-puzzle-state-desc = On (in this channel) or off
mistake-head = Your game against { $opponent } ({ $link }), turn { $turn }: you played `{ $notation }` and your winning chance went from { $from }% to { $to }%.
mistake-task = Find a better turn: the Move button, or `/lyngk mistakes move:C3-E5`.
mistakes-none = You have no mistakes to retry yet. Finish a game and analyse it with `/lyngk analyse`: the turns that cost you most are kept here, for you alone to retry.
mistakes-all-found = You have found a better turn for { $count ->
    [one] your mistake
   *[other] all { $count } of your mistakes
} ✓. Analyse more of your games with `/lyngk analyse` to get new ones.
mistake-found-proven = Found! `{ $notation }` keeps the result: the exact solver proves it.
mistake-found-rated = Found! `{ $notation }` is as good as the analysis's best turn (within { $margin } points).
mistake-missed = Not this one: after `{ $notation }` your winning chance would be { $chance }%, while the best turn, `{ $preferred }`, keeps { $best }%. Try again.
mistake-same = `{ $notation }` is the turn you played in the game: find a better one.
mistake-illegal = { $illegal } Try another turn.
mistake-already-found = You have already found a better turn for this mistake.
mistake-outdated = This mistake's button is out of date: see your next mistake with `/lyngk mistakes`.
mistake-claim-needs-move = A claim goes with the move after it: add `move` too (`/lyngk mistakes claim:… move:C3-E5`), or leave `claim` empty.
cmd-mistakes-name = mistakes
cmd-mistakes-desc = Retry the costliest turns of your analysed games, privately
opt-mistakes-move-name = move
opt-mistakes-move-desc = A better turn typed for your mistake, e.g. C3 E5
opt-mistakes-claim-name = claim
opt-mistakes-claim-desc = A colour to claim before the typed turn

## Game records: export and import

cmd-record-name = record
cmd-record-desc = A game's record as a .lyngk file: export and import
cmd-record-export-name = export
cmd-record-export-desc = The record of a game as a .lyngk file, for you alone (default: the last game here)
opt-record-export-game-name = game
opt-record-export-game-desc = The game's number (default: the last game in this channel)
opt-record-export-imported-name = imported
opt-record-export-imported-desc = The number of a game you imported
cmd-record-import-name = import
cmd-record-import-desc = Import a game's record (.lyngk): a game of your own to replay, analyse and export
opt-record-import-file-name = file
opt-record-import-file-desc = The record: a .lyngk file (UTF-8 text, at most 64 KiB)
opt-replay-game-name = game
opt-replay-game-desc = The game's number (default: the game in this channel)
opt-replay-imported-name = imported
opt-replay-imported-desc = The number of a game you imported
opt-analyse-imported-name = imported
opt-analyse-imported-desc = The number of a game you imported
button-export = Export
record-player-unnamed = player { $n }
export-caption = The record of game { $game }, { $p1 } vs { $p2 } ({ $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}): a `.lyngk` file that any program can read (the format: `docs/players/records.md`). Import it with `/lyngk record import`.
export-caption-imported = The record of your imported game { $game }, { $p1 } vs { $p2 } ({ $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}).
export-alt = A game's record in the .lyngk format, { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}
import-done = Imported as your game { $game }: { $p1 } vs { $p2 }, { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}, every one checked. Only you see it, and it is never rated nor counted in this server. `/lyngk replay imported:{ $game }`, `/lyngk analyse imported:{ $game }`, `/lyngk record export imported:{ $game }`.
import-download-failed = The file could not be fetched from Discord. Try again in a moment.
one-game-only = Give either `game` or `imported`, not both.
import-refused = This record can't be imported: { $reason }{ $limits } Nothing was stored.
import-refused-line = This record can't be imported: line { $line }: { $reason }{ $limits } Nothing was stored.
import-refused-at = This record can't be imported: line { $line }, column { $column }: { $reason }{ $limits } Nothing was stored.
import-illegal-turn = turn { $number } "{ $turn }": { $reason }
import-too-large = the file has { $bytes } bytes.
import-too-many = it goes past a record's limits.
import-not-utf8 = the file is not UTF-8 text.
import-fault = { $detail }
import-limits = {" "}A record has at most { $bytes } bytes ({ $kib } KiB), { $turns } turns, { $variations } variations and { $tags } tags.
cmd-record-review-name = review
cmd-record-review-desc = Step through a finished game privately, turn by turn (default: the last game here)
opt-record-review-game-name = game
opt-record-review-game-desc = The game's number (default: the last game in this channel)
opt-record-review-imported-name = imported
opt-record-review-imported-desc = The number of a game you imported
opt-record-review-turn-name = turn
opt-record-review-turn-desc = The turn to open it at (0: the start position, the default)
button-review = Review
button-review-start = ⏮ Start
button-review-back = ◀ Back
button-review-on = On ▶
button-review-end = End ⏭
button-review-swing = Biggest swing
review-head = Review of game { $game }, { $p1 } vs { $p2 }: turn { $turn } of { $turns }.
review-head-imported = Review of your imported game { $game }, { $p1 } vs { $p2 }: turn { $turn } of { $turns }.
review-start = The start position, before the first turn.
review-turn = Turn { $turn }: { $user } played `{ $notation }`.
review-chances = Winning chances at the start, as the analysis estimated them: { $p1 } { $c1 }%, { $p2 } { $c2 }%.
review-turn-chance = With it, { $user }'s winning chance went from { $from }% to { $to }%, as the analysis estimated it.
review-biggest-swing = This is the game's biggest swing.
review-not-analysed = This game has not been analysed: `/lyngk analyse` estimates the winning chance at every turn, which the review then shows, with a button to the biggest swing.
review-no-such-turn = This game has { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}: give a turn from 0 (the start) to { $turns }.
review-outdated = This review is out of date: open it again with `/lyngk record review`.
review-not-yours = This review was opened by another member: open your own with `/lyngk record review` or the Review button.
opt-record-review-position-name = position
opt-record-review-position-desc = A position (LPN) to explore from instead of a game
button-review-explore = Explore
button-explore-back = Take back
button-explore-best = Best turn
button-explore-export = Export line
explore-head = Exploring game { $game } from turn { $turn }, privately: { $played ->
    [one] 1 turn
   *[other] { $played } turns
} played here. Nothing of it touches the game or the ratings.
explore-head-imported = Exploring your imported game { $game } from turn { $turn }, privately: { $played ->
    [one] 1 turn
   *[other] { $played } turns
} played here.
explore-head-position = Exploring the position you gave, privately: { $played ->
    [one] 1 turn
   *[other] { $played } turns
} played here.
explore-empty = Play a turn for the side to move with Move, for either side in turn; take turns back, ask for the computer's best turn, or export your line.
explore-line = Your line: { $line }
explore-over = The game is over where your line stands: take a turn back or export the line.
explore-illegal = { $illegal } Try another turn.
explore-too-long = A line explored holds at most { $max } turns: take one back or export it.
explore-best = The computer's best turn here: `{ $turn }`. Winning chance of player { $player }, to move: { $chance }%.
explore-outdated = This exploration is out of date: open it again with the Explore button of a review.
explore-nothing = Play a turn before exporting the line.
explore-same-as-game = Your line only follows the game: play a different turn before exporting it.
explore-record-too-big = The game's record with your line goes past a record's limits: take some turns back first.
explore-exported = The game's record, with your line ({ $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}) as a variation of turn { $turn }.
explore-exported-position = Your line ({ $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}) as a record, from where it starts.
explore-bad-position = That position can't be read: { $reason }
explore-position-alone = Give a position alone, without a game or a turn.
explore-thinking = The computer is already thinking for you (a best turn you asked for, an analysis or one of your games): its answer comes where you asked for it. Ask again once it has come.
