# LYNGK — 简体中文消息。
# 术语沿用中文规则书：棋堆、百搭、认领、LYNGK 节点、版图。

## 通用

verbatim = { $text }
list-separator = {"、"}
list-and = { $a }和{ $b }
colors-none = 尚未认领颜色
duration-separator = {" "}
duration-days = { $n } 天
duration-hours = { $n } 小时
duration-minutes = { $n } 分钟
duration-under-a-minute = 不到一分钟

color-ivory = 象牙色
color-blue = 蓝色
color-red = 红色
color-green = 绿色
color-black = 黑色
color-joker = 百搭

variant-standard = 标准
variant-sixstack = 六层棋堆即死

button-accept = 接受
button-decline = 拒绝
button-rematch = 再战
button-resign = 认输
button-keep-playing = 继续对局
button-previous-page = ◀ 上一页
button-next-page = 下一页 ▶
resign-confirm = 确定在与 { $opponent } 的对局中认输吗？这将记为一负。
resign-kept = 你继续对局。
resign-outdated = 那局对局已经结束，没有任何改变。

## 错误

internal-error = 抱歉，我们这边出了问题。没有做任何改动，请重试。
cannot-challenge-self = 你不能挑战自己。
channel-busy = 这个频道里已经有一局正在进行；请先下完（或去别的频道下）。
challenge-pending = 这个频道里已有一个未处理的挑战（{ $challenger } 向 { $opponent } 发起）。必须先被回应、撤回或过期。
challenge-pending-open = 这个频道里已有一个未处理的公开挑战（{ $challenger } 向所有人发起）。必须先被接受、撤回或过期。
no-open-challenge = 这里没有未处理的挑战。
challenge-already-accepted = 该挑战已被接受。
challenge-taken = 晚了一步：{ $taker } 已经接受了该挑战。
cannot-accept-own-challenge = 这是你自己发起的挑战，需要由别人来接受。你可以用 `/lyngk cancel` 撤回它。
open-challenge-not-declined = 该挑战对所有人公开，无需拒绝，不理会即可。{ $challenger } 可以用 `/lyngk cancel` 撤回它。
challenge-was-declined = 该挑战已被拒绝。
challenge-was-withdrawn = 该挑战已被撤回。
challenge-has-expired = 该挑战已过期。
challenge-expired = 该挑战已过期。如果还想下，请重新发起挑战。
challenge-not-for-you = 该挑战是发给 { $opponent } 的，不是给你的。
not-your-challenge = 你在这个频道里没有可撤回的挑战。
wrong-channel = 那属于另一个频道。
no-game = 这个频道里没有正在进行的对局。
never-a-game = 这个频道里还没有下过任何对局。
not-a-player = 你不是这个频道对局的玩家。
not-your-turn = 现在不是你的回合：轮到 { $next } 行动。
changed-meanwhile = 处理你的操作时对局发生了变化；请查看版图后重试。
moderators-only = 只有管理员（版主）可以中止对局。
admins-only = 只有拥有“管理服务器”权限的成员可以修改回合时限。
turn-limit-out-of-range = 回合时限必须在 { $min } 到 { $max } 之间。
game-not-over = 该对局仍在进行中。
no-such-game = 没有这个对局。
search-busy = 电脑仍在应对你的一步棋（在这里或在另一个频道）。请等它应着后再试；什么都没有改变。

bad-move = `{ $text }` 不是有效的移动（{ $why }）。请写出起点和终点，例如 `C3-E5` 或 `C3 E5`，或完整的 LYNGK 路径，例如 `B5-B2-C3-E3`。
bad-move-nothing = 请写出一步棋：起点和终点，例如 `C3-E5` 或 `C3 E5`。
bad-move-too-few-points = 移动需要一个起点和一个终点
bad-move-too-many-points = 点太多了
bad-move-not-a-point = `{ $point }` 不是版图上的点
bad-move-empty-point = 缺少第 { $position } 个点：两个分隔符连在一起，或者移动以分隔符开头或结尾

## 违规（每条引擎规则一条）

illegal = 违规：{ $reason }。
illegal-game-over = 对局已经结束
illegal-already-claimed-this-turn = 你本回合已经认领过颜色：现在请移动一个棋堆
illegal-two-claims-already = 你已经认领了两种颜色
illegal-joker-not-claimable = 白色百搭不属于任何人，不能被认领
illegal-color-yours = { $color }已经是你的颜色
illegal-color-opponents = { $color }已被对手认领
illegal-claim-without-move = 你不能认领{ $color }：认领之后你将无棋可走
illegal-pass-with-move = 你不能跳过：你还有合法的移动
illegal-pass-with-claim = 你不能跳过：认领一种颜色就能让你移动，所以你必须认领
illegal-empty-start = { $point } 上没有棋堆
illegal-joker-cannot-move = { $point } 上单独的百搭永远不能移动
illegal-opponents-stack = { $point } 上的棋堆顶部是{ $color }，那是对手的颜色
illegal-full-stack-cannot-move = { $point } 上的棋堆已满（{ $limit } 枚棋子），不能再移动
illegal-same-point = 棋堆不能移到自己身上（{ $point }）
illegal-empty-target = { $point } 上没有棋堆：移动必须落在另一个棋堆上
illegal-unreachable-own = 从 { $from } 无法到达 { $to }：它既不是相邻点，也不是某条直线上的第一个棋堆，也没有 LYNGK 连跳能到达那里
illegal-unreachable-neutral = 从 { $from } 无法到达 { $to }：它既不是相邻点，也不是某条直线上的第一个棋堆（LYNGK 连跳需要顶部为你已认领颜色的棋堆）
illegal-full-target = { $point } 上的棋堆已满（{ $limit } 枚棋子）：不能再落子
illegal-too-high = 合并后的棋堆将有 { $height } 枚棋子；上限是 { $limit }
illegal-color-twice = 合并后的棋堆将含有两枚{ $color }
illegal-neutral-too-low = 顶部为中立颜色的棋堆只能落在不高于自己的棋堆上：它有 { $height } 枚棋子，{ $to } 上的棋堆有 { $to_height } 枚
illegal-chain-needs-own-color = 只有顶部为你已认领颜色的棋堆才能进行 LYNGK 移动，而 { $point } 上的棋堆不是
illegal-not-on-line = { $to } 不是从 { $from } 出发沿直线遇到的第一个棋堆
illegal-not-lyngk-point = { $point } 不是 LYNGK 节点：它的顶部不是{ $color }
illegal-lyngk-point-twice = LYNGK 节点 { $point } 每回合只能使用一次

## 挑战

challenged = { $opponent }，{ $challenger } 向你发起一局 LYNGK 挑战（{ $variant }）。请在 { $ttl } 内接受。
challenged-anyone = { $challenger } 向这里的所有人发起一局 LYNGK 挑战（{ $variant }）：谁先接受谁来下。有效时间 { $ttl }。
rematch-offered = { $opponent }，{ $challenger } 邀请你再战一局（{ $variant }）。请在 { $ttl } 内接受。
declined = { $challenger }，{ $opponent } 拒绝了你的挑战。
cancelled = { $challenger } 撤回了挑战。
challenge-timed-out = { $challenger }，你向 { $opponent } 发起的挑战无人回应，已过期。
challenge-timed-out-open = { $challenger }，没有人及时接受你的公开挑战，它已过期。
challenge-other-bot = { $bot } 是机器人，无法对局。请挑战一位成员，或用 `/lyngk play-ai` 与电脑对局。
game-started = 一局 LYNGK（{ $variant }）开始了：抽签决定 { $p1 } 为玩家 1，{ $p2 } 为玩家 2。{ $p1 }，你先行（先认领一种颜色再移动，或直接移动）。每回合最长 { $limit }。

## 回合

claimed = { $user } 认领了{ $color }。
now-move = { $user }，现在请移动一个棋堆。
moved = { $user } 走了 `{ $move }`。
moved-lyngk = { $user } 走了 `{ $move }`，经由 { $via } 的 LYNGK 移动（路径 { $path }）。
scored = { $user } 完成了一个顶部为自己颜色的5层棋堆并将其移出版图：{ $points } 分。
passed = { $user } 没有合法的回合，跳过。
to-move = { $user }，轮到你了（玩家 { $player }，{ $colors }）。
turn-warning = { $user }，本回合的时间已过半：还剩 { $left }，超时将判负。

## 终局

end-no-moves = 双方都无法再移动：对局结束。
end-score-line = 玩家 { $player }（{ $user }）：{ $score }
score-standard = { $a } 分；4层棋堆：{ $b }，3层：{ $c }，2层：{ $d }；单个棋子：{ $e }
score-sixstack = 5层棋堆：{ $a }，4层：{ $b }，3层：{ $c }，2层：{ $d }；单个棋子：{ $e }
criterion-points = 得分
criterion-5stacks = 5层棋堆数
criterion-4stacks = 4层棋堆数
criterion-3stacks = 3层棋堆数
criterion-2stacks = 2层棋堆数
criterion-singles = 单个棋子数
end-win-on = **{ $user } 获胜**，凭{ $criterion }。
end-win-on-tiebreak = **{ $user } 获胜**，凭{ $criterion }（此前{ $equal }相同）。
end-draw = **平局**：所有数字都相同。
sudden-death = { $user } 完成了一个顶部为自己颜色的6层棋堆：**即死，{ $user } 获胜！**
resigned = { $loser } 认输。**{ $winner } 获胜。**
lost-on-time = { $loser } 未能按时行动，超时判负。**{ $winner } 获胜。**
aborted = { $user } 中止了对局。无结果，等级分不变。
rating-change = { $user }：等级分 { $old } → { $new }（{ $delta }）
not-rated-early = 对局在双方都走棋之前就结束了，因此等级分不变。
not-rated-outside-servers = 在服务器之外进行的对局不计等级分。

## 查看对局

game-over-won = 对局结束：{ $user } { $how ->
    [sudden-death] 以即死
    [resign] 因对手认输
    [timeout] 因对手超时
   *[moves] {""}
}获胜。
game-over-draw = 对局结束：平局。
game-over-aborted = 对局已被中止。
history-head = 第 { $game } 号对局：玩家 1 { $p1 }，玩家 2 { $p2 }。起始局面与着法：
history-no-moves = （尚无着法）
history-replay-it = 逐步观看：`/lyngk replay`。
replay-caption = { $p1 } 对 { $p2 } 的回放（{ $actions } 步）。
replay-alt = 对局动画，每步一帧，共 { $actions } 步。
analysis-head = { $p1 } 对 { $p2 } 的复盘分析（{ $variant }，{ $turns } 回合）：图表显示电脑搜索估计的 { $p1 } 在每回合之后的胜率。
analysis-swing-drop = 第 { $turn } 回合：{ $user } 走了 `{ $notation }`，其胜率从 { $from }% 降到 { $to }%。
analysis-swing-rise = 第 { $turn } 回合：{ $user } 走了 `{ $notation }`，其胜率从 { $from }% 升到 { $to }%。
analysis-preferred = → 搜索更倾向于 `{ $notation }`，可保持 { $chance }%。
analysis-level = 没有哪个回合改变了局势。
analysis-note = 每个局面用 { $iterations } 次搜索迭代估计：仅供参考，并非证明。
analysis-alt = { $user } 在 { $turns } 个回合中每回合之后的胜率图（0 到 100%），最大的转折处画了圆圈。
analysis-busy = 电脑仍在进行你请求的一次搜索（一次分析或你的某局棋）。请等它完成后再试。

## 等级分与统计

ladder-empty = 这个服务器里还没有人下完{ $variant }的计分对局。
ladder-title = **排行榜：{ $variant }**（第 { $page } 页，共 { $pages } 页）
ladder-row = { $rank }. { $user } { $rating }（胜 { $won }，负 { $lost }，平 { $drawn }）
ladder-provisional = 等级分后带 ? 表示暂定：计分对局还太少（等级分偏差高于 { $deviation }）。
ladder-you = 你：第 { $rank } 名，共 { $size } 人。
ladder-you-unrated = 你还不在这个排行榜上：下完一局{ $variant }计分对局即可上榜。
stats-none = { $user } 在这个服务器里还没有下完任何对局。
stats-title = **{ $user } 的战绩**
stats-rating = 等级分（{ $variant }）：{ $rating }（±{ $deviation }）
stats-games = 对局：{ $games }（胜 { $won }，负 { $lost }，平 { $drawn }）
stats-streak = 当前连续：{ $kind ->
    [win] { $count } 连胜
    [loss] { $count } 连败
   *[draw] { $count } 连平
}
stats-variant = { $variant }：胜 { $won }，负 { $lost }，平 { $drawn }
stats-outside-title = **服务器外**（私信和群组私信，不计分）
stats-outside-none = { $user } 还没有在服务器外完成过对局。
stats-servers-title = **服务器内的计分对局**（仅你可见；某服务器的排行榜：在那里使用 `/lyngk stats`）
stats-server-row = { $link }：{ $games }（胜 { $won }，负 { $lost }，平 { $drawn }）
stats-servers-more = ……另有 { $count } 个服务器。
turn-limit-set = 现在每回合最长 { $limit }。进行中的回合保持原来的截止时间。

## 规则

rules = **LYNGK 简明规则**
    • **布局。** 43 枚棋子——象牙色（I）、蓝色（B）、红色（R）、绿色（G）、黑色（K）各 8 枚，外加 3 枚白色百搭（W）——随机放在 43 个点上，每点一枚。抽签决定谁先行。
    • **认领。** 开始时所有颜色都是中立的。在你的回合开始、移动之前，你可以认领一种尚未被认领的颜色（整局最多两种），然后在同一回合内移动。此后只有你能移动顶部为该颜色的棋堆。百搭不属于任何人，永远不能单独移动。
    • **移动。** 每回合你把一整个棋堆（单枚棋子也算棋堆）移到另一个棋堆上，绝不能移到空点：相邻的点，或越过空点沿直线遇到的第一个棋堆。棋堆最多 5 枚棋子，且同一颜色不能出现两次；百搭可代表任何颜色。顶部为中立颜色的棋堆只能落在不高于自己的棋堆上；顶部为你的颜色的棋堆可以落在任何棋堆上。5层棋堆不能再移动，也不能有棋堆落在它上面。
    • **LYNGK 规则。** 顶部为你的颜色的棋堆遇到另一个顶部同色的棋堆时不会停下：它把那里当作 LYNGK 节点，沿任意直线继续前进，直到落下。每个 LYNGK 节点每回合最多使用一次。
    • **得分。** 顶部为你的颜色的5层棋堆会被移出版图，为你赢得 1 分。顶部为中立颜色的5层棋堆留在版图上，不为任何人得分（即使该颜色后来被认领）；但它仍可作为其顶部颜色拥有者的 LYNGK 节点。如果你没有任何合法的回合，就跳过。
    • **终局。** 当双方都无法移动时，得分多者胜；得分相同时，依次比较顶部为自己颜色的4层、3层、2层棋堆数和单个棋子数。
    • **六层棋堆变体（即死）。** 棋堆最多可达 6 枚，不会有棋堆被移出版图（5层棋堆仍可移动）；百搭同时算作白色。完成一个顶部为你的颜色的6层棋堆即刻获胜。否则先比较5层棋堆数。
    命令：挑战、接受、拒绝、撤回、认领、移动（`C3-E5` 或完整路径 `B5-B2-C3-E3`）、悔棋（需对手同意）、认输、版图、棋谱、回放、分析（已结束的对局）、记录 导出（对局记录文件）、记录 导入（把记录导入为你自己的对局）、再战、对局、我的对局、提醒（用私信提醒轮到你）、排行榜、战绩；对战电脑：与电脑下棋（简单、普通、困难或大师；大师每步思考 2 到 3 秒）；学习（边下边学的课程）、谜题（来自真实对局的谜题）、失误（重试你代价最大的回合）；锦标赛：参加、退出、排名。版主：`/lyngk-admin`（中止对局、服务器设置、锦标赛）。


## 文字描述版图（供读屏软件使用）

alt-sentence-separator = {""}
alt-group-separator = {"；"}
alt-piece-separator = {"、"}
alt-then = {"，然后"}
alt-head = LYNGK 版图，{ $variant }对局。
alt-winner = 对局结束：玩家 { $player } 获胜。
alt-draw = 对局结束：平局。
alt-aborted = 对局已被管理员中止：无结果。
alt-why-count = 双方都无法再走棋，按计数决定。
alt-why-sixstack = 胜者颜色的六层叠结束了对局。
alt-why-resigned = 玩家 { $player } 认输。
alt-why-time = 玩家 { $player } 超时。
alt-why-forfeit = 玩家 { $player } 退出了锦标赛。
alt-to-move = 轮到玩家 { $player }。
alt-to-move-claimed = 轮到玩家 { $player }，本回合已认领颜色。
alt-claims-points = 玩家 { $player } 已认领：{ $colors }；{ $points } 分。
alt-claims = 玩家 { $player } 已认领：{ $colors }。
alt-neutral = 中立颜色：{ $colors }。
alt-no-neutral = 没有中立颜色。
alt-last = 上一回合，玩家 { $player }：{ $what }。
alt-last-claimed = 认领了{ $color }
alt-last-passed = 跳过
alt-last-moved = 从 { $from } 移到 { $to }
alt-last-moved-lyngk = 从 { $from } 经 LYNGK 节点 { $via } 移到 { $to }
alt-stack = { $point }：{ $pieces }
alt-stacks = 棋堆（自下而上）：{ $stacks }。
alt-single-group = { $color } { $points }
alt-singles = 单个棋子：{ $groups }。
alt-empty = { $n } 个空点。

## 图片上绘制的文字（棋盘的信息栏、图表）
## { $player } 是句子所说的玩家（轮到走棋者、胜者），{ $other } 是其对手：两者都是图片上显示的名字。

picture-points = 分数
picture-five-stacks = 五层棋堆
picture-tag-to-move = 轮到
picture-tag-winner = 胜者
picture-neutral = 中立
picture-no-neutral = 无
picture-variant-standard = 标准对局
picture-variant-sixstack = 六层棋堆 · 即死
picture-player = 玩家 { $number }
picture-to-move = 轮到 { $player } 走棋
picture-claimed = { $player } 已认领颜色，接着走棋
picture-passed = { $other } 无棋可走，跳过 · 轮到 { $player } 走棋
picture-won-count = 对局结束 · { $player } 获胜 · 双方无棋可走
picture-won-sixstack = 对局结束 · { $player } 获胜 · 六层棋堆
picture-won-resigned = 对局结束 · { $player } 获胜 · { $other } 认输
picture-won-time = 对局结束 · { $player } 获胜 · { $other } 超时
picture-won-forfeit = 对局结束 · { $player } 获胜 · { $other } 退出了锦标赛
picture-draw = 对局结束 · 平局 · 双方无棋可走
picture-aborted = 对局已中止 · 无结果
picture-computer = 电脑
picture-you = 你
picture-opponent = 对手
picture-puzzle-task-win = 找出能强制取胜的一手 · 共需找出 { $turns } 手
picture-puzzle-task-draw = 找出能保住和棋的一手 · 共需找出 { $turns } 手
picture-puzzle-solved = 已解出 ✓
picture-puzzle-solution = 答案的第一手
chart-chances-title = 逐回合胜率
chart-ahead = { $player } 领先
chart-swing = 转折：回合，玩家
chart-turn-axis = 回合
chart-chance-axis = { $player } 的胜率
chart-ratings-title = { $player } 的等级分
chart-ladder-standard = 标准
chart-ladder-sixstack = 六层棋堆
chart-games-axis = 已下的计分对局
chart-rating-axis = 等级分

## The computer opponent

computer = 电脑
level-easy = 简单
level-normal = 普通
level-hard = 困难
level-master = 大师
stats-vs-computer = 对战电脑（{ $level }，不计分）：胜 { $won }，负 { $lost }，平 { $drawn }
ai-game-started = { $user } 开始了一局对战电脑的 LYNGK（{ $variant }，难度：{ $level }）；本局不计等级分。抽签结果：{ $first } 先行。你的每回合最长 { $limit }。
computer-answers = 电脑（{ $level }）应着：
computer-thinking = 电脑（{ $level }）正在思考，应着随后就到。

## Discord：适配器的错误

guild-only = 此命令只能在服务器中使用：挑战、服务器的对局与排行榜以及锦标赛都在那里。在这里你可以与电脑对弈（`/lyngk play-ai`）、学习课程、做谜题，并查看你的对局。
server-install-only = 此命令需要服务器管理员已将 LYNGK 添加到服务器：服务器的对局与排行榜、设置和锦标赛都在那里。在这里你可以挑战好友（`/lyngk challenge`）、与电脑对弈（`/lyngk play-ai`）、学习课程、做谜题，并查看你的对局。
unreadable-input = 我无法读取 `{ $input }`：{ $error }
unreadable = 我无法读取该内容：{ $error }
stale-button = 这个按钮已经失效。
no-attachments-here = 此处没有图片或文件：这个频道不允许应用附加文件（应用的“附加文件”权限已关闭），因此一切以文字说明。

## Discord：命令（名称小写，不含空格）

cmd-lyngk-desc = 下 LYNGK，一款堆叠颜色的抽象棋
cmd-lyngk-admin-desc = 供版主和服务器管理员使用的 LYNGK：中止对局、服务器设置、锦标赛
cmd-challenge-name = 挑战
cmd-challenge-desc = 在本频道向某人发起对局挑战
opt-challenge-opponent-name = 对手
opt-challenge-opponent-desc = 你想和谁下（留空：任何人都可以接受）
opt-challenge-variant-name = 变体
opt-challenge-variant-desc = 标准（默认）或六层棋堆即死
cmd-play-ai-name = 对战电脑
cmd-play-ai-desc = 在本频道与电脑对局（不计分）
opt-play-ai-level-name = 难度
opt-play-ai-level-desc = 电脑的棋力
opt-play-ai-variant-name = 变体
opt-play-ai-variant-desc = 标准（默认）或六层棋堆即死
choice-level-easy = 简单
choice-level-normal = 普通
choice-level-hard = 困难
choice-level-master = 大师
cmd-accept-name = 接受
cmd-accept-desc = 接受本频道里发给你的挑战
cmd-decline-name = 拒绝
cmd-decline-desc = 拒绝本频道里发给你的挑战
cmd-cancel-name = 撤回
cmd-cancel-desc = 撤回你在本频道发起的挑战
cmd-claim-name = 认领
cmd-claim-desc = 在回合开始时认领一种颜色（然后移动）
opt-claim-color-name = 颜色
opt-claim-color-desc = 要认领的颜色
cmd-move-name = 移动
cmd-move-desc = 移动一个棋堆（可先认领一种颜色）
opt-move-from-name = 起点
opt-move-from-desc = 要移动的棋堆，例如 C3
opt-move-to-name = 终点
opt-move-to-desc = 落点，例如 E5，或 LYNGK 路径，例如 B2 C3 E3
opt-move-claim-name = 认领
opt-move-claim-desc = 移动前要认领的颜色
cmd-board-name = 版图
cmd-board-desc = 显示本频道对局的版图
cmd-history-name = 棋谱
cmd-history-desc = 本频道对局到目前为止的着法
cmd-replay-name = 回放
cmd-replay-desc = 本频道对局的动画回放
cmd-analyse-name = 分析
cmd-analyse-desc = 电脑对已结束对局的分析：胜率与转折点
opt-analyse-game-name = 对局
opt-analyse-game-desc = 对局编号（默认：本频道的最后一局）
cmd-resign-name = 认输
cmd-resign-desc = 在本频道的对局中认输（需要确认）
cmd-rematch-name = 再战
cmd-rematch-desc = 在本频道再次挑战你上一局的对手
cmd-leaderboard-name = 排行榜
cmd-leaderboard-desc = 本服务器的最佳玩家，按变体分榜
opt-leaderboard-variant-name = 变体
opt-leaderboard-variant-desc = 哪个排行榜：标准（默认）或六层棋堆即死
cmd-stats-name = 战绩
cmd-stats-desc = 某位玩家的等级分和战绩（默认是你自己）
opt-stats-user-name = 玩家
opt-stats-user-desc = 查看谁的战绩
cmd-rules-name = 规则
cmd-rules-desc = LYNGK 怎么玩
cmd-abort-name = 中止
cmd-abort-desc = 无结果地结束本频道的对局（需要“管理消息”权限）
cmd-settings-name = 设置
cmd-settings-desc = 服务器设置（需要“管理服务器”权限）
cmd-settings-turn-limit-name = 回合时限
cmd-settings-turn-limit-desc = 玩家每回合最长可用的时间，超时判负（需要“管理服务器”权限）
opt-settings-turn-limit-hours-name = 小时
opt-settings-turn-limit-hours-desc = 每回合的小时数
choice-color-ivory = 象牙色 (I)
choice-color-blue = 蓝色 (B)
choice-color-red = 红色 (R)
choice-color-green = 绿色 (G)
choice-color-black = 黑色 (K)
choice-variant-standard = 标准
choice-variant-sixstack = 六层棋堆即死
autocomplete-via = { $to }（经由 { $via }）
autocomplete-claim = { $to } — 先认领{ $color }
autocomplete-claim-via = { $to } — 先认领{ $color }，经由 { $via }
claim-conflict = 你选的落点需要先认领{ $carried }，但 `认领` 选项是{ $chosen }。请重新选择落点，或将 `认领` 留空。

## 终端

local-usage = 用法：<玩家> { $usage }
local-unknown-command = 未知命令 `{ $command }`；试试 `help`
local-io-error = 无法写入：{ $error }
local-help =
    命令，每行一条：<玩家> <命令> [参数]
      challenge <玩家> [standard|sixstack]   accept   decline   cancel
      play-ai <easy|normal|hard|master> [standard|sixstack]   （与电脑对局）
      claim <颜色> [移动]                     move <起点> <终点> | move C3-E5 | move B5-B2-C3-E3 | move +R C3-E5
      resign   board   history   replay   rematch   abort   rules
      leaderboard [standard|sixstack] [page]   stats [玩家]   turnlimit <30m|2h|1d>   wait <时长>（需配合 --now）
      takeback   takeback-accept   takeback-decline   （悔棋）   settings   takebacks <on|off>
      analyse [对局]   games   mygames   notify <on|off>
      export [对局 | imported <n>]   import <文件>   replay [对局 | imported <n>]   （对局记录）
      menu   pick <编号>   （“走棋”按钮及其菜单）   threads <on|off>
      learn [课程]   try [+R] <起点> <终点>   （练习课）
      puzzle [daily]   puzzle [+R] <起点> <终点>   （由求解器证明的谜题）

## 查找对局

games-none = 本服务器目前没有进行中的对局。
games-title = **进行中的对局**（{ $count }）
games-row = { $p1 } 对 { $p2 } · { $variant } · 自 { $since } 起轮到 { $next } · { $link }
games-more = ……另有 { $count } 局。
mygames-none = { $place ->
    [everywhere] 你还没有任何对局，无论在服务器内还是服务器外。
   *[server] 你在本服务器和服务器外都还没有对局。
}
mygames-title = **你的对局**（{ $count }）· { $place ->
    [everywhere] 所有地方
   *[server] 本服务器及服务器外
}
mygames-row-your-turn = ▶ **轮到你了** · 对手 { $opponent } · { $variant } · 自 { $since } 起 · { $link }
mygames-row-waiting = 对手 { $opponent } · { $variant } · 自 { $since } 起轮到 { $next } · { $link }
mygames-row-finished = { $result ->
    [win] 胜
    [loss] 负
   *[draw] 平
} · 对手 { $opponent } · { $variant } · 结束于 { $when } · { $link }
mygames-page = 第 { $page } 页，共 { $pages } 页
cmd-games-name = 对局
cmd-games-desc = 本服务器进行中的对局
cmd-mygames-name = 我的对局
cmd-mygames-desc = 你的对局：轮到你的、进行中的，然后是已结束的，每局附链接

## 回合提醒

notify-on = 回合提醒已开启：轮到你走棋时，以及你本回合的时间过半时，你会收到一条私信。只有当你允许本服务器成员给你发私信时才能收到。
notify-off = 回合提醒已关闭。
reminder-your-turn = 你与 { $opponent } 的 LYNGK 对局（{ $variant }）轮到你了：{ $link }
reminder-half-time = 你与 { $opponent } 的 LYNGK 对局中，本回合时间已过半（还剩 { $left }）：{ $link }
cmd-notify-name = 提醒
cmd-notify-desc = 通过私信发送回合提醒（默认关闭）
opt-notify-state-name = 状态
opt-notify-state-desc = 开启或关闭
choice-notify-on = 开启
choice-notify-off = 关闭

# 子区中的对局
threads-on = 新对局现在会在以玩家命名的专属子区中开始。
threads-off = 新对局现在留在约战的频道中进行。
threads-admins-only = 只有拥有“管理服务器”权限的成员可以选择对局进行的位置。
thread-name = { $first } 对 { $second }
game-in-thread = 对局在 { $thread } 中继续。
thread-permissions-missing = 我无法为这局对局创建子区，所以对局在这里进行。若要让每局对局都有自己的子区，请在此频道授予我“创建公开子区”和“在子区中发送消息”权限。
cmd-settings-threads-name = 子区
cmd-settings-threads-desc = 每局新对局是否在专属子区中开始（需要“管理服务器”权限）
opt-settings-threads-state-name = 状态
opt-settings-threads-state-desc = 开启或关闭

## 点击走棋

button-move = 走棋
button-claim = 认领{ $color }
menu-outdated = 这个菜单已经过时：对局已经继续。请使用最新棋盘下方的“走棋”按钮。
menu-game-over = 这盘对局已经结束，没有可以走的棋了。用 `/lyngk challenge` 开始新的对局。
menu-stacks = 选择要移动的棋堆。
menu-stacks-or-claim = 选择要移动的棋堆，或先用下方的按钮认领一种颜色。
menu-stacks-placeholder = 要移动的棋堆
menu-stacks-columns = { $columns } 列的棋堆
menu-stack-description = 顶部为{ $color }，共 { $height } 枚
menu-landings = { $from } 的棋堆移到哪里？
menu-landings-placeholder = 落点
menu-landings-columns = { $columns } 列的落点
board-not-yours = 这个棋盘是给另一位成员看的：只有他能在上面走棋。请用 `/lyngk learn`、`/lyngk puzzle` 或 `/lyngk mistakes` 打开你自己的。

## 悔棋

button-takeback = 悔棋
takeback-nothing = 你还没有可以悔的回合。
takebacks-off = 本服务器不允许在计分对局中悔棋。
takeback-pending = { $requester } 已经请求悔棋，正在等待回复。
takeback-button-for = 只有 { $user } 可以请求悔掉那个回合。
takeback-asked = { $requester } 请求悔掉上一回合：{ $turns } 将被撤销。{ $opponent }，你同意吗？请求将在 { $ttl } 后失效。
takeback-not-for-you = 只有 { $opponent } 可以回复这个悔棋请求。
takeback-accepted = { $opponent } 同意了：{ $turns } 已撤销。
takeback-computer = { $requester } 撤销了 { $turns }（与电脑对局无需对方同意）。
takeback-declined = { $opponent } 拒绝了 { $requester } 的悔棋请求；对局照旧继续。
takeback-expired = { $requester }，你的悔棋请求无人回复，已经失效；对局照旧继续。
takeback-was-accepted = 这个悔棋请求已经被接受了。
takeback-was-declined = 这个悔棋请求已被拒绝。
takeback-has-expired = 这个悔棋请求已经失效。
takeback-overtaken = 这个悔棋请求不再适用：对局已经继续。
takebacks-on = 本服务器现在允许在计分对局中悔棋（仍需对方同意）。
takebacks-off-set = 本服务器现在不允许在计分对局中悔棋（与电脑对局仍然可以）。
history-taken-back = 从第 { $turn } 回合起撤销：{ $turns }
cmd-takeback-name = 悔棋
cmd-takeback-desc = 请求悔掉你的上一回合（需要对手同意）
cmd-settings-takebacks-name = 悔棋
cmd-settings-takebacks-desc = 计分对局中是否允许悔棋（需要“管理服务器”权限）
opt-settings-takebacks-state-name = 状态
opt-settings-takebacks-state-desc = 开启或关闭

## 显示设置

cmd-settings-show-name = 查看
cmd-settings-show-desc = 本服务器当前的设置
settings-head = 本服务器的设置：
settings-turn-limit = • 每回合时限：{ $limit }
settings-turn-limit-default = • 每回合时限：{ $limit }（默认）
settings-threads-on = • 每局新对局都在专属子区中开始。
settings-threads-off = • 新对局在约定它的频道中进行。
settings-takebacks-on = • 计分对局中允许悔棋（需要对方同意）。
settings-takebacks-off = • 计分对局中不允许悔棋（与电脑对局仍然可以）。

## 等级分图表

stats-chart-alt = { $user } 的等级分图表：{ $ladders }。
stats-chart-ladder = { $variant } 经过 { $results } 场计分对局从 { $from } 变为 { $to }

## 锦标赛

tournament-format-swiss = 瑞士制（{ $rounds } 轮）
tournament-format-round-robin = 循环赛
tournament-admins-only = 只有拥有“管理服务器”权限的成员才能举办锦标赛。
tournament-in-thread = 锦标赛不能在子区中举办：它的每盘对局都在各自的子区中进行。请在该子区所属的频道中创建。
tournament-name-invalid = 锦标赛名称为 1 到 { $max } 个字符。
tournament-rounds-needed = 瑞士制需要填写轮数（1 到 { $max }）：请填写 `rounds`。
tournament-rounds-round-robin = 循环赛无需选择轮数（每两人对局一次）：请留空 `rounds`。
tournament-signup-out-of-range = 报名时间可为 1 到 { $max } 小时。
tournament-channel-taken = 此频道已有一个未结束的锦标赛：{ $name }。请先结束或取消它，或换一个频道。
tournament-none = 此频道没有锦标赛。
tournament-announce = 🏆 **{ $name }**：{ $variant } LYNGK 的{ $format }锦标赛，每回合 { $limit }，由 { $organiser } 组织。对局计入等级分，每局在单独的子区中进行；不可悔棋。
tournament-signup-closes = 报名于 { $when } 截止：点击 **参加** 即可参赛。
tournament-signup-by-hand = 点击 **参加** 即可参赛；人齐后由组织者开始。
tournament-entrants = 选手（{ $count }）：{ $list }
tournament-entrants-page = 选手第 { $from }–{ $to } 位，共 { $count } 位：{ $list }
tournament-no-entrants = 还没有人报名。
tournament-entrants-latest = 选手（{ $count }）；最近报名的：{ $list }。`/lyngk tournament standings` 列出选手名单。
tournament-cap-line = 最多 { $max } 名选手。
tournament-full = { $name } 已满员：最多 { $max } 名选手。
tournament-cap-invalid = 锦标赛可容纳 2 到 { $max } 名选手：请在 `选手数` 中填写此范围内的数字，或留空表示不限。
standings-more = ……还有 { $count } 人：`/lyngk tournament standings` 会显示你自己的那一行。
tournament-signup-over = 报名已截止：共 { $count } 名选手参赛。
tournament-cancelled-line = 此锦标赛已取消。
tournament-joined = 你已报名 { $name }（目前 { $count } 名选手）。
tournament-already-joined = 你已经报名了 { $name }。
tournament-left-signup = 你已退出 { $name }。
tournament-not-entered = { $user } 没有参加 { $name }。
tournament-signup-closed = { $name } 的报名已截止。
tournament-removed-no-rejoin = 组织者已将你移出 { $name }；你不能再次报名。
tournament-withdrew = { $user } 已退出 { $name }，不再参加后续轮次。
tournament-removed = { $organiser } 已将 { $user } 移出 { $name }；其不再参加后续轮次。
tournament-forfeit = { $loser } 对 { $winner } 的对局判负（弃权，不计等级分）。
tournament-started = **{ $name }** 开始：{ $count } 名选手，共 { $rounds } 轮。
tournament-too-few = { $name } 至少需要 2 名选手才能开始；目前 { $count } 人报名。
tournament-too-few-for-rounds = { $rounds } 轮的瑞士制至少需要 { $needed } 名选手，才能保证无人重复对阵；目前 { $count } 人报名。请等待更多人，或取消后以更少的轮数重新创建。
tournament-rounds-reduced = 只有 { $count } 名选手报名：瑞士制改为 { $rounds } 轮，以保证无人重复对阵。
tournament-cancelled-too-few = { $name } 报名截止时只有 { $count } 名选手：人数不足，锦标赛取消。
tournament-already-started = { $name } 已经开始。
tournament-round = **{ $name }：第 { $round } 轮（共 { $total } 轮）**
tournament-board = 第 { $board } 台：{ $first }（先行）对 { $second }
tournament-board-forfeit = 第 { $board } 台：{ $first } 对 { $second }，以弃权判定
tournament-bye = 轮空：{ $user }（得一分）
tournament-sits-out = { $user } 本轮轮休。
tournament-game-started = **{ $name }，第 { $round } 轮**：{ $first } 对 { $second }，{ $variant } 对局。{ $first }，你先行（由锦标赛决定，而非抽签）。每回合最多 { $limit }。对局计入等级分；不可悔棋。
tournament-round-over = **{ $name }**：第 { $round } 轮结束。
tournament-winner = 🏆 **{ $name }** 结束。{ $count ->
    [one] 冠军是 { $winners }！
   *[other] 所有小分均相同，并列冠军：{ $winners }！
}
tournament-winners-shared = 🏆 **{ $name }** 结束：{ $count } 名选手所有小分均相同，并列第一。冠军：
tournament-standings-head = { $name } 第 { $round } 轮（共 { $total } 轮）后的排名：
tournament-standings-final = { $name } 最终排名（{ $total } 轮）：
standings-row = { $rank }. { $player }{ $note }：{ $points } 分 · 布赫霍尔茨 { $buchholz } · SB { $sb } · { $played } 局
standings-row-rr = { $rank }. { $player }{ $note }：{ $points } 分 · SB { $sb } · { $played } 局
standings-withdrawn-note = （已退出）
standings-caption = { $format } · 第 { $round } 轮后（共 { $total } 轮）
standings-caption-final = { $format } · 最终排名
standings-alt = { $name } 的排名：{ $leader } 以 { $points } 分领先。
standings-alt-empty = { $name } 的排名。
standings-rank = #
standings-player = 选手
standings-points = 积分
standings-buchholz = 布赫霍尔茨
standings-sb = SB
standings-played = 对局
standings-withdrawn = 已退出
tournament-paused = { $name } 已暂停：进行中的对局继续，恢复之前不会开始新的一轮。
tournament-not-paused = { $name } 没有暂停。
tournament-resumed = { $name } 继续进行。
tournament-cancelled = { $organiser } 取消了 { $name }。进行中的对局作为普通的计分对局继续。
tournament-over = { $name } 已结束。
tournament-not-running = { $name } 未在进行中。
tournament-takebacks-off = 锦标赛对局中不可悔棋。
tournament-abort-refused = 此对局属于锦标赛 { $name }，不能中止。组织者可以移除选手（`/lyngk-admin 锦标赛 移除`）或取消锦标赛。
tournament-thread-failed = 无法为 { $first } 对 { $second } 创建子区；机器人将在一分钟后重试。它需要此处的“创建公开子区”和“在子区中发送消息”权限。
tournament-resuming = **{ $name }**：开始第 { $round } 轮中尚未开始的对局。
tournament-carrying-on = **{ $name }**：从中断处继续。
tournament-game-forfeited = 对局结束：{ $loser } 退出了锦标赛，{ $winner } 弃权胜（不计等级分）。
tournament-thread-name = 第{ $round }轮：{ $first } 对 { $second }
button-join = 参加
button-leave = 退出
cmd-tournament-name = 锦标赛
cmd-tournament-desc = 服务器锦标赛：瑞士制或循环赛
cmd-tournament-create-name = 创建
cmd-tournament-create-desc = 在此频道创建锦标赛（管理服务器）
opt-tournament-create-name-name = 名称
opt-tournament-create-name-desc = 锦标赛的名称
opt-tournament-create-format-name = 赛制
opt-tournament-create-format-desc = 瑞士制（若干轮）或循环赛（每两人对局一次）
opt-tournament-create-rounds-name = 轮数
opt-tournament-create-rounds-desc = 瑞士制的轮数
opt-tournament-create-variant-name = 变体
opt-tournament-create-variant-desc = 标准（默认）或六层突然死亡
opt-tournament-create-hours-name = 小时
opt-tournament-create-hours-desc = 其对局每回合的小时数（默认 24）
opt-tournament-create-signup-name = 报名
opt-tournament-create-signup-desc = 距报名截止并开始第 1 轮的小时数（留空：手动开始）
opt-tournament-create-players-name = 选手数
opt-tournament-create-players-desc = 最多可报名的选手数（留空：不限）
choice-format-swiss = 瑞士制
choice-format-round-robin = 循环赛
cmd-tournament-start-name = 开始
cmd-tournament-start-desc = 立即开始此频道的锦标赛（管理服务器）
cmd-tournament-pause-name = 暂停
cmd-tournament-pause-desc = 在下一轮之前暂停（管理服务器）
cmd-tournament-resume-name = 恢复
cmd-tournament-resume-desc = 恢复已暂停的锦标赛（管理服务器）
cmd-tournament-remove-name = 移除
cmd-tournament-remove-desc = 将选手移出此频道的锦标赛（管理服务器）
opt-tournament-remove-player-name = 选手
opt-tournament-remove-player-desc = 要移除的选手
cmd-tournament-cancel-name = 取消
cmd-tournament-cancel-desc = 取消此频道的锦标赛（管理服务器）
cmd-tournament-standings-name = 排名
cmd-tournament-standings-desc = 此频道锦标赛的排名
cmd-tournament-join-name = 参加
cmd-tournament-join-desc = 参加此频道的锦标赛
cmd-tournament-leave-name = 退出
cmd-tournament-leave-desc = 退出此频道的锦标赛（开始后，你的对局以弃权判负）

## 课程（/lyngk learn）

lesson-list = **课程**——用 `/lyngk learn lesson:…` 开始一课；每课都私下进行，用“走棋”按钮操作。
lesson-list-line = { $number }. **{ $title }**（`{ $name }`）：{ $state }
lesson-state-not-yet = 尚未开始
lesson-state-at-step = 进行到第 { $step } 步，共 { $steps } 步
lesson-state-done = 已完成 ✓
lesson-step = **第 { $number } 课：{ $title }**——第 { $step } 步，共 { $steps } 步
lesson-right = 正确！
lesson-done-next = 正确！本课完成：**{ $title }** ✓。下一课：**{ $next }**（`/lyngk learn`）。
lesson-done-all = 正确！本课完成：**{ $title }** ✓。这是最后一课：你已经掌握规则，用 `/lyngk challenge` 找人对局吧。
lesson-wrong = 还不对。{ $hint }局面已恢复，请再试一次。
lesson-illegal = { $illegal }{ $hint }
lesson-unknown = 没有名为“{ $name }”的课程。现有课程：{ $names }。
lesson-outdated = 这一课的按钮已过期：请用 `/lyngk learn` 重新开始这一课。
lesson-needs-lesson = 请写明这步棋属于哪一课：`/lyngk learn lesson:… move:C3-E5`。
lesson-claim-needs-move = 认领颜色要与其后的走法一起提交：请同时填写 `move`（`/lyngk learn lesson:… claim:… move:C3-E5`），或将 `claim` 留空。
lesson-title-moves = 移动棋堆
lesson-title-stacking = 什么能叠在什么上
lesson-title-lyngk = LYNGK 跳跃
lesson-title-claims = 认领颜色
lesson-title-five-stack = 完成五层棋堆
lesson-title-the-end = 对局的结束
lesson-title-sudden-death = 六层变体的突然死亡
lesson-moves-1-task = 棋堆移到相邻的有子的点上，移动的棋堆叠在上面：把 E5 的红色棋子放到 E6 的蓝色棋子上。
lesson-moves-1-hint = 把 E5 的棋堆（红色棋子）移到正上方的 E6。
lesson-moves-2-task = 棋堆也可以沿直线越过空点，落在遇到的第一枚棋子上：把 E2 的象牙色棋子向上移到 E7。
lesson-moves-2-hint = E2 的象牙色棋子沿 E 列越过空点向上，停在遇到的第一枚棋子 E7 上。
lesson-stacking-1-task = 顶部为中立颜色的棋堆只能落在不高于自己的棋堆上：叠出一个三层棋堆。
lesson-stacking-1-hint = D4 的两层棋堆不能爬上 E5 的三层棋堆，但可以落在单枚棋子上。
lesson-stacking-2-task = 同一棋堆里任何颜色都不能出现两次（百搭可以）：叠出一个四层棋堆。
lesson-stacking-2-hint = D4 的两层棋堆含有蓝色，所以不能落在 E5 的蓝色上；试试 C4 那个不含蓝色的两层棋堆。
lesson-lyngk-1-task = 蓝色归你：蓝色棋堆遇到另一个蓝色顶部时，可以从那里继续前进（LYNGK 点）。沿着蓝色棋堆跳跃，把 B5 的棋堆带到 E3。
lesson-lyngk-1-hint = 从 B5 沿 B 列向下遇到 B2 的蓝色，它连到 C3 的蓝色，再从那里沿直线到达 E3。
lesson-claims-1-task = 在回合开始时你可以认领一种颜色，然后必须走棋：认领红色，再把 E5 的红色棋子放到 E6 的两层棋堆上。
lesson-claims-1-hint = 中立的单枚棋子不能落在两层棋堆上，但顶部是你自己颜色的可以：在同一回合认领红色（菜单里的落点会注明；手动输入时加上 claim:red）。
lesson-five-stack-1-task = 顶部是你颜色的五层棋堆会离开版图，并为你得一分：完成一个。
lesson-five-stack-1-hint = 把 E5 的红色棋子放到 E6 的四层棋堆上：顶部必须是你的颜色。
lesson-the-end-1-task = 当谁都不能再走时对局结束；先比得分，再比顶部为各自颜色的四层、三层、两层棋堆和单枚棋子的数量。走出最后一步并获胜。
lesson-the-end-1-hint = 这一步之后谁都不能再走：叠出一个顶部为你的红色的两层棋堆，它胜过对手在 A3 的单枚绿色棋子。
lesson-sudden-death-1-task = 在六层变体中，顶部是你颜色的六层棋堆立即获胜（需要一枚百搭，它算作白色）：现在就赢下对局。
lesson-sudden-death-1-hint = 把 E5 的红色棋子放到 E6 那个含百搭的五层棋堆上。
cmd-learn-name = 学习
cmd-learn-desc = 私下进行的简短练习课：课程列表，或其中一课
opt-learn-lesson-name = 课程
opt-learn-lesson-desc = 要开始的课程（不填：显示列表和你的进度）
opt-learn-move-name = 走法
opt-learn-move-desc = 为本课当前步骤输入的走法，例如 E5 E6
opt-learn-claim-name = 认领
opt-learn-claim-desc = 输入走法前要认领的颜色
choice-lesson-moves = 移动
choice-lesson-stacking = 叠放
choice-lesson-lyngk = LYNGK 跳跃
choice-lesson-claims = 认领
choice-lesson-five = 五层棋堆
choice-lesson-end = 对局结束
choice-lesson-sudden = 突然死亡

## 谜题 (/lyngk puzzle)

puzzle-head = **谜题 #{ $id }** · 评分 { $rating }
puzzle-daily-head = **今日谜题**（#{ $id }）：今天本服务器所有人都一样。
puzzle-credit = 出自 { $one } 对 { $two }，{ $when }（[对局]({ $link })）。
puzzle-task-win = 你执玩家 { $player }：找出唯一能强制取胜的一手（共需找出 { $turns } 手）。认领颜色与随后的移动算作一手。
puzzle-task-draw = 你执玩家 { $player }：找出唯一能保住和棋的一手，其他任何一手都会输（共需找出 { $turns } 手）。认领颜色与随后的移动算作一手。
puzzle-resumed = 你正在解的谜题：
puzzle-none-left = 这里的 { $count } 道谜题你都试过了。新谜题来自本服务器结束的对局；`/lyngk puzzle daily:True` 给出今日谜题。
puzzle-daily-tried-solved = 你已经解出今日谜题 ✓ 想再玩也可以：不会重复计分。
puzzle-daily-tried-failed = 你已经试过今日谜题。想再玩也可以：不会重复计分。
puzzle-claim-needs-move = 认领颜色要与其后的走法一起提交：请同时填写 `move`（`/lyngk puzzle claim:… move:C3-E5`），或将 `claim` 留空。
puzzle-not-playing = 你没有正在解的谜题：用 `/lyngk puzzle` 开始一道。
puzzle-outdated = 这个谜题按钮已过期：`/lyngk puzzle` 会显示你的进度。
puzzle-illegal = { $illegal }再试一次。
puzzle-right-go-on = 正确！对方应以 { $answer }。又轮到你了。
puzzle-solved = 解出 ✓：{ $turns ->
    [1] 你找到了正确的一手。
   *[other] 你找到了全部 { $turns } 手正确的棋。
}
puzzle-wrong-win = 不是这一手：走 { $turn } 之后胜局没了。
puzzle-wrong-draw = 不是这一手：走 { $turn } 之后这局输了。
puzzle-refutation-win = 原因：求解器应以 { $answer }，你再也无法强制取胜。
puzzle-refutation-draw = 原因：求解器应以 { $answer }，你必输。
puzzle-solution-win = 答案：{ $line }（强制取胜；图中是它的第一手）。
puzzle-solution-draw = 答案：{ $line }（保住和棋；图中是它的第一手）。
puzzle-rating-change = 谜题评分：{ $old } → { $new }
puzzle-not-rated = 不计分：你之前试过这道谜题。
puzzle-claimed = 你本手认领{ $color }：现在选择走法。
button-next-puzzle = 下一题
stats-puzzles = 谜题：评分 { $rating } · 解出 { $solved }，失败 { $failed } · 连胜 { $streak }（最佳 { $best }）
cmd-puzzle-name = 谜题
cmd-puzzle-desc = 来自真实对局、由求解器证明的谜题：找出唯一正确的一手
opt-puzzle-daily-name = 每日
opt-puzzle-daily-desc = 本服务器的今日谜题，所有人都一样
opt-puzzle-move-name = 走法
opt-puzzle-move-desc = 为你的谜题输入的一手，例如 C3 E5
opt-puzzle-claim-name = 认领
opt-puzzle-claim-desc = 在输入的走法之前认领的颜色
settings-daily-puzzle-on = • 每日谜题每天发布在 { $channel }。
settings-daily-puzzle-off = • 不发布每日谜题（在某个频道使用 `/lyngk-admin settings daily-puzzle` 即在该频道发布）。
daily-puzzle-on = 每日谜题将于每天 00:00 UTC 后不久发布在 { $channel }（今天的一分钟内发布）。
daily-puzzle-off = 不再发布每日谜题。成员仍可用 `/lyngk puzzle daily:True` 获取。
daily-puzzle-elsewhere = 每日谜题发布在 { $channel }：请在那里关闭。
daily-puzzle-post = **每日谜题**（#{ $id }）：今天这里所有人都一样。点击 **来解题** 私下尝试。
button-daily-puzzle = 来解题
cmd-settings-daily-puzzle-name = 每日谜题
cmd-settings-daily-puzzle-desc = 每天在此频道发布本服务器的每日谜题，或不再发布（管理服务器）
opt-settings-daily-puzzle-state-name = 状态
opt-settings-daily-puzzle-state-desc = 开启（在此频道）或关闭
mistake-head = 你与 { $opponent } 的对局（{ $link }），第 { $turn } 回合：你走了 `{ $notation }`，胜率从 { $from }% 变为 { $to }%。
mistake-task = 找一个更好的回合：点“走棋”按钮，或输入 `/lyngk mistakes move:C3-E5`。
mistakes-none = 你还没有可以重来的失误。下完一局并用 `/lyngk analyse` 分析它：让你损失最大的回合会保存在这里，只供你自己重来。
mistakes-all-found = 你已为{ $count ->
    [one] 你的失误
   *[other] 全部 { $count } 个失误
}找到了更好的回合 ✓。用 `/lyngk analyse` 分析更多对局以获得新的失误。
mistake-found-proven = 找到了！`{ $notation }` 保住了结果：精确求解器证明了这一点。
mistake-found-rated = 找到了！`{ $notation }` 与分析给出的最佳回合一样好（相差不到 { $margin } 个百分点）。
mistake-missed = 不是这个：走 `{ $notation }` 后你的胜率将是 { $chance }%，而最佳回合 `{ $preferred }` 能保持 { $best }%。再试一次。
mistake-same = `{ $notation }` 就是你在对局中走的回合：请找一个更好的。
mistake-illegal = { $illegal }换一步试试。
mistake-already-found = 你已经为这个失误找到了更好的回合。
mistake-outdated = 这个失误的按钮已过期：用 `/lyngk mistakes` 查看你的下一个失误。
mistake-claim-needs-move = 认领颜色要与其后的走法一起提交：请同时填写 `move`（`/lyngk mistakes claim:… move:C3-E5`），或将 `claim` 留空。
cmd-mistakes-name = 失误
cmd-mistakes-desc = 私下重来你已分析对局中代价最大的回合
opt-mistakes-move-name = 走法
opt-mistakes-move-desc = 为你的失误输入的更好回合，例如 C3 E5
opt-mistakes-claim-name = 认领
opt-mistakes-claim-desc = 输入回合前要认领的颜色

## 对局记录：导出与导入

cmd-record-name = 记录
cmd-record-desc = 对局记录（.lyngk 文件）：导出与导入
cmd-record-export-name = 导出
cmd-record-export-desc = 对局记录（.lyngk 文件），仅你可见（默认：这里的最后一局）
opt-record-export-game-name = 对局
opt-record-export-game-desc = 对局编号（默认：本频道的最后一局）
opt-record-export-imported-name = 导入的
opt-record-export-imported-desc = 你导入的对局的编号
cmd-record-import-name = 导入
cmd-record-import-desc = 导入对局记录（.lyngk）：成为你自己的对局，可回放、分析和导出
opt-record-import-file-name = 文件
opt-record-import-file-desc = 记录：一个 .lyngk 文件（UTF-8 文本，最多 64 KiB）
opt-replay-game-name = 对局
opt-replay-game-desc = 对局编号（默认：本频道的对局）
opt-replay-imported-name = 导入的
opt-replay-imported-desc = 你导入的对局的编号
opt-analyse-imported-name = 导入的
opt-analyse-imported-desc = 你导入的对局的编号
button-export = 导出
record-player-unnamed = 玩家 { $n }
export-caption = 第 { $game } 局的记录，{ $p1 } 对 { $p2 }（{ $turns } 回合）：任何程序都能读取的 `.lyngk` 文件（格式见 `docs/players/records.md`）。用 `/lyngk 记录 导入` 导入。
export-caption-imported = 你导入的第 { $game } 局的记录，{ $p1 } 对 { $p2 }（{ $turns } 回合）。
export-alt = .lyngk 格式的对局记录，{ $turns } 回合
import-done = 已导入为你的第 { $game } 局：{ $p1 } 对 { $p2 }，{ $turns } 回合，每一回合都已检查。只有你能看到它，它从不计分，也不计入本服务器。`/lyngk 回放 导入的:{ $game }`、`/lyngk 分析 导入的:{ $game }`、`/lyngk 记录 导出 导入的:{ $game }`。
import-download-failed = 无法从 Discord 获取该文件。请稍后再试。
one-game-only = 请给出 `对局` 或 `导入的`，不要同时给出。
import-refused = 无法导入此记录：{ $reason }{ $limits } 未保存任何内容。
import-refused-line = 无法导入此记录：第 { $line } 行：{ $reason }{ $limits } 未保存任何内容。
import-refused-at = 无法导入此记录：第 { $line } 行第 { $column } 列：{ $reason }{ $limits } 未保存任何内容。
import-illegal-turn = 第 { $number } 回合“{ $turn }”：{ $reason }
import-too-large = 文件有 { $bytes } 字节。
import-too-many = 超出了记录的限制。
import-not-utf8 = 文件不是 UTF-8 文本。
import-fault = { $detail }
import-limits = {" "}一份记录最多 { $bytes } 字节（{ $kib } KiB）、{ $turns } 回合、{ $variations } 个变着和 { $tags } 个标签。
cmd-record-review-name = 复盘
cmd-record-review-desc = 私下逐回合复盘一局已结束的对局（默认：这里的最后一局）
opt-record-review-game-name = 对局
opt-record-review-game-desc = 对局的编号（默认：本频道的最后一局）
opt-record-review-imported-name = 导入的
opt-record-review-imported-desc = 你导入的对局的编号
opt-record-review-turn-name = 回合
opt-record-review-turn-desc = 从哪一回合打开（0：初始局面，默认）
button-review = 复盘
button-review-start = ⏮ 开头
button-review-back = ◀ 后退
button-review-on = 前进 ▶
button-review-end = 结尾 ⏭
button-review-swing = 最大转折
review-head = 第 { $game } 局的复盘，{ $p1 } 对 { $p2 }：第 { $turn } 回合，共 { $turns } 回合。
review-head-imported = 你导入的第 { $game } 局的复盘，{ $p1 } 对 { $p2 }：第 { $turn } 回合，共 { $turns } 回合。
review-start = 初始局面，第一回合之前。
review-turn = 第 { $turn } 回合：{ $user } 走了 `{ $notation }`。
review-chances = 按分析的估计，开局时的胜率：{ $p1 } { $c1 }%，{ $p2 } { $c2 }%。
review-turn-chance = 按分析的估计，这一回合让 { $user } 的胜率从 { $from }% 变为 { $to }%。
review-biggest-swing = 这是本局最大的转折。
review-not-analysed = 这局还没有分析：`/lyngk analyse` 会估计每一回合的胜率，复盘随后会显示它，并提供一个跳到最大转折的按钮。
review-no-such-turn = 这局共有 { $turns } 回合：请给出 0（开局）到 { $turns } 之间的回合。
review-outdated = 这个复盘已经过时：请用 `/lyngk record review` 重新打开。
review-not-yours = 这个复盘是另一位成员打开的：请用 `/lyngk record review` 或“复盘”按钮打开你自己的。
opt-record-review-position-name = 局面
opt-record-review-position-desc = 要探索的局面（LPN），代替对局
button-review-explore = 探索
button-explore-back = 悔一回合
button-explore-best = 最佳回合
button-explore-export = 导出变化
explore-head = 正在私下探索第 { $game } 局，从第 { $turn } 回合开始：这里已走 { $played } 回合。这些都不会影响对局和等级分。
explore-head-imported = 正在私下探索你导入的第 { $game } 局，从第 { $turn } 回合开始：这里已走 { $played } 回合。
explore-head-position = 正在私下探索你给出的局面：这里已走 { $played } 回合。
explore-empty = 用“走棋”为轮到的一方走一回合，双方轮流；可以悔回合、询问电脑的最佳回合，或导出你的变化。
explore-line = 你的变化：{ $line }
explore-over = 在你的变化走到的地方，对局已经结束：悔一回合或导出变化。
explore-illegal = { $illegal } 请换一个回合试试。
explore-too-long = 一条探索的变化最多 { $max } 回合：悔一回合或将其导出。
explore-best = 电脑在这里的最佳回合：`{ $turn }`。轮到走棋的玩家 { $player } 的胜率：{ $chance }%。
explore-outdated = 这个探索已经过时：请用复盘的“探索”按钮重新打开。
explore-nothing = 导出变化之前请先走一回合。
explore-same-as-game = 你的变化只是沿着对局走：导出之前请走一个不同的回合。
explore-record-too-big = 加上你的变化后，对局记录超出了记录的限制：请先悔几回合。
explore-exported = 对局记录，你的变化（{ $turns } 回合）作为第 { $turn } 回合的变着。
explore-exported-position = 你的变化（{ $turns } 回合），从其起点作为一份记录。
explore-bad-position = 无法读取这个局面：{ $reason }
explore-position-alone = 只给出一个局面，不要同时给出对局或回合。
explore-thinking = 电脑已经在为你思考（你请求的最佳回合、一次分析或你的某局棋）：它的回答会出现在你请求的地方。回答出现后再请求。
