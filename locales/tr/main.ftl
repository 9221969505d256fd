# LYNGK — Türkçe mesajlar.
# Türkçe kural metninin terimleri: yığın, joker, renk seçmek, LYNGK noktası.

## Ortak öğeler

verbatim = { $text }
list-separator = {", "}
list-and = { $a } ve { $b }
colors-none = henüz renk yok
duration-separator = {" "}
duration-days = { $n } gün
duration-hours = { $n } saat
duration-minutes = { $n } dakika
duration-under-a-minute = bir dakikadan az

color-ivory = fildişi
color-blue = mavi
color-red = kırmızı
color-green = yeşil
color-black = siyah
color-joker = joker

variant-standard = standart
variant-sixstack = altılı yığın, ani ölüm

button-accept = Kabul et
button-decline = Reddet
button-rematch = Rövanş
button-resign = Pes et
button-keep-playing = Oynamaya devam et
button-previous-page = ◀ Önceki
button-next-page = Sonraki ▶
resign-confirm = { $opponent } ile oynadığınız oyunda pes etmek istiyor musunuz? Bu bir yenilgi sayılır.
resign-kept = Oynamaya devam ediyorsunuz.
resign-outdated = O oyun zaten bitti; hiçbir şey değişmedi.

## Hatalar

internal-error = Üzgünüz, bizim tarafımızda bir sorun oluştu. Hiçbir şey değişmedi; lütfen yeniden deneyin.
cannot-challenge-self = Kendinize meydan okuyamazsınız.
channel-busy = Bu kanalda zaten bir oyun oynanıyor; önce onu bitirin (ya da başka bir kanalda oynayın).
challenge-pending = Bu kanalda zaten açık bir davet var ({ $challenger } → { $opponent }). Önce yanıtlanması, geri çekilmesi ya da süresinin dolması gerekiyor.
challenge-pending-open = Bu kanalda zaten açık bir davet var ({ $challenger } → herkes). Önce kabul edilmesi, geri çekilmesi ya da süresinin dolması gerekiyor.
no-open-challenge = Burada açık bir davet yok.
challenge-already-accepted = Bu davet zaten kabul edildi.
challenge-taken = Geç kaldınız: { $taker } bu daveti zaten kabul etti.
cannot-accept-own-challenge = Bu sizin kendi davetiniz: başka birinin kabul etmesi gerekiyor. `/lyngk cancel` ile geri çekebilirsiniz.
open-challenge-not-declined = Bu davet herkese açık, yani reddedilecek bir şey yok: görmezden gelmeniz yeterli. { $challenger } daveti `/lyngk cancel` ile geri çekebilir.
challenge-was-declined = Bu davet reddedildi.
challenge-was-withdrawn = Bu davet geri çekildi.
challenge-has-expired = Bu davetin süresi doldu.
challenge-expired = Bu davetin süresi doldu. Hâlâ oynamak istiyorsanız yeni bir davet gönderin.
challenge-not-for-you = Bu davet size değil, { $opponent } kullanıcısına gönderildi.
not-your-challenge = Bu kanalda geri çekebileceğiniz açık bir davetiniz yok.
wrong-channel = Bu başka bir kanala ait.
no-game = Bu kanalda süren bir oyun yok.
never-a-game = Bu kanalda henüz hiç oyun oynanmadı.
not-a-player = Bu kanaldaki oyunun oyuncularından biri değilsiniz.
not-your-turn = Sıra sizde değil: hamle sırası { $next } kullanıcısında.
changed-meanwhile = İşleminiz yapılırken oyun değişti; oyun alanına bakıp yeniden deneyin.
moderators-only = Oyunu yalnızca moderatörler durdurabilir.
admins-only = Hamle süresini yalnızca Sunucuyu Yönet izni olan üyeler değiştirebilir.
turn-limit-out-of-range = Hamle süresi { $min } ile { $max } arasında olmalıdır.
game-not-over = Bu oyun hâlâ oynanıyor.
no-such-game = Böyle bir oyun yok.
search-busy = Bilgisayar hâlâ hamlelerinizden birine yanıt veriyor (burada ya da başka bir kanalda). O yanıtı bekleyip yeniden deneyin; hiçbir şey değişmedi.

bad-move = `{ $text }` bir hamle değil ({ $why }). Başlangıç ve varış noktalarını yazın, örneğin `C3-E5` ya da `C3 E5`, veya LYNGK yolunun tamamını, örneğin `B5-B2-C3-E3`.
bad-move-nothing = Bir hamle yazın: başlangıç ve varış noktaları, örneğin `C3-E5` ya da `C3 E5`.
bad-move-too-few-points = bir hamle için başlangıç ve varış noktası gerekir
bad-move-too-many-points = çok fazla nokta
bad-move-not-a-point = `{ $point }` oyun alanında bir nokta değil
bad-move-empty-point = { $position }. nokta eksik: iki ayraç art arda geliyor ya da hamle bir ayraçla başlıyor veya bitiyor

## Kural ihlalleri (motorun her kuralı için bir tane)

illegal = Geçersiz hamle: { $reason }.
illegal-game-over = oyun bitti
illegal-already-claimed-this-turn = bu turda zaten bir renk seçtiniz: şimdi bir yığın oynayın
illegal-two-claims-already = zaten iki renk seçtiniz
illegal-joker-not-claimable = beyaz jokerler kimseye ait değildir ve seçilemez
illegal-color-yours = { $color } renk zaten sizin
illegal-color-opponents = { $color } rengi rakibiniz zaten seçti
illegal-claim-without-move = { $color } rengi seçemezsiniz: ardından yapabileceğiniz bir hamle kalmaz
illegal-pass-with-move = pas geçemezsiniz: geçerli bir hamleniz var
illegal-pass-with-claim = pas geçemezsiniz: bir renk seçmek size hamle imkânı verir, bu yüzden renk seçmelisiniz
illegal-empty-start = { $point } noktasında yığın yok
illegal-joker-cannot-move = { $point } noktasındaki tek başına joker asla oynanamaz
illegal-opponents-stack = { $point } noktasındaki yığının en üstünde rakibinizin rengi olan { $color } var
illegal-full-stack-cannot-move = { $point } noktasındaki yığın tamamlandı ({ $limit } taş) ve artık oynanamaz
illegal-same-point = bir yığın kendi üzerine oynanamaz ({ $point })
illegal-empty-target = { $point } noktasında yığın yok: hamle başka bir yığının üzerinde bitmelidir
illegal-unreachable-own = { $from } noktasından { $to } noktasına ulaşılamaz: komşu değil, bir çizgi üzerindeki ilk yığın da değil ve oraya giden bir LYNGK zinciri yok
illegal-unreachable-neutral = { $from } noktasından { $to } noktasına ulaşılamaz: komşu değil, bir çizgi üzerindeki ilk yığın da değil (LYNGK zinciri için en üstünde seçtiğiniz bir renk olan yığın gerekir)
illegal-full-target = { $point } noktasındaki yığın tamamlandı ({ $limit } taş): üzerine hiçbir şey konamaz
illegal-too-high = birleşen yığında { $height } taş olurdu; sınır { $limit }
illegal-color-twice = birleşen yığında iki tane { $color } taş olurdu
illegal-neutral-too-low = en üstünde nötr renk olan bir yığın yalnızca kendisinden yüksek olmayan yığınların üzerine konabilir: bu yığında { $height } taş, { $to } noktasındaki yığında { $to_height } taş var
illegal-chain-needs-own-color = LYNGK hamlesini yalnızca en üstünde seçtiğiniz bir renk olan yığın yapabilir; { $point } noktasındaki yığın öyle değil
illegal-not-on-line = { $to }, { $from } noktasından düz bir çizgi üzerindeki ilk yığın değil
illegal-not-lyngk-point = { $point } bir LYNGK noktası değil: en üstünde { $color } yok
illegal-lyngk-point-twice = { $point } LYNGK noktası bir turda yalnızca bir kez kullanılabilir

## Davetler

challenged = { $opponent }, { $challenger } sizi bir LYNGK oyununa davet ediyor ({ $variant }). Kabul etmek için { $ttl } süreniz var.
challenged-anyone = { $challenger } buradaki herkesi bir LYNGK oyununa davet ediyor ({ $variant }): ilk kabul eden oynar. Davet { $ttl } boyunca açık.
rematch-offered = { $opponent }, { $challenger } size rövanş öneriyor ({ $variant }). Kabul etmek için { $ttl } süreniz var.
declined = { $challenger }, { $opponent } davetinizi reddetti.
cancelled = { $challenger } daveti geri çekti.
challenge-timed-out = { $challenger }, { $opponent } için gönderdiğiniz davet yanıtsız kaldı ve süresi doldu.
challenge-timed-out-open = { $challenger }, açık davetinizi zamanında kimse kabul etmedi; süresi doldu.
challenge-other-bot = { $bot } bir bot ve oynayamaz. Bir üyeye meydan okuyun ya da `/lyngk play-ai` ile bilgisayara karşı oynayın.
game-started = Bir LYNGK oyunu ({ $variant }) başlıyor: kurayla { $p1 } 1. oyuncu, { $p2 } 2. oyuncu oldu. { $p1 }, ilk hamle sizin (bir renk seçip oynayın ya da yalnızca oynayın). Her tur en fazla { $limit } sürebilir.

## Turlar

claimed = { $user } { $color } rengi seçti.
now-move = { $user }, şimdi bir yığın oynayın.
moved = { $user } `{ $move }` oynadı.
moved-lyngk = { $user } `{ $move }` oynadı: { $via } üzerinden bir LYNGK hamlesi (yol { $path }).
scored = { $user } en üstünde kendi rengi olan 5'li bir yığın tamamlayıp oyundan çıkardı: { $points } puan.
passed = { $user } için geçerli bir hamle yok, pas geçiyor.
to-move = { $user }, sıra sizde ({ $player }. oyuncu, { $colors }).
turn-warning = { $user }, bu tur için sürenizin yarısı doldu: süreden kaybetmeden önce { $left } kaldı.

## Oyunun sonu

end-no-moves = Artık iki oyuncu da hamle yapamıyor: oyun bitti.
end-score-line = { $player }. oyuncu ({ $user }): { $score }
score-standard = { $a } puan; dörtlü yığın: { $b }, üçlü: { $c }, ikili: { $d }; tek taş: { $e }
score-sixstack = beşli yığın: { $a }, dörtlü: { $b }, üçlü: { $c }, ikili: { $d }; tek taş: { $e }
criterion-points = puan
criterion-5stacks = 5'li yığın sayısı
criterion-4stacks = 4'lü yığın sayısı
criterion-3stacks = 3'lü yığın sayısı
criterion-2stacks = 2'li yığın sayısı
criterion-singles = tek taş sayısı
end-win-on = **{ $user } kazandı**; belirleyen: { $criterion }.
end-win-on-tiebreak = **{ $user } kazandı**; belirleyen: { $criterion } (önceki eşit olanlar: { $equal }).
end-draw = **Berabere**: bütün sayılar eşit.
sudden-death = { $user } en üstünde kendi rengi olan 6'lı bir yığın tamamladı: **ani ölüm, { $user } kazandı!**
resigned = { $loser } pes etti. **{ $winner } kazandı.**
lost-on-time = { $loser } zamanında oynamadı ve süreden kaybetti. **{ $winner } kazandı.**
aborted = { $user } oyunu durdurdu. Sonuç yok, puan değişmedi.
rating-change = { $user }: puan { $old } → { $new } ({ $delta })
not-rated-early = Oyun iki oyuncu da hamle yapmadan bitti; bu yüzden puanlar değişmedi.
not-rated-outside-servers = Sunucu dışında oynanan oyunlar puanları değiştirmez.

## Oyunlara bakmak

game-over-won = Oyun bitti: { $user } kazandı{ $how ->
    [sudden-death] {" "}(ani ölüm)
    [resign] {" "}(rakip pes etti)
    [timeout] {" "}(rakibin süresi doldu)
   *[moves] {""}
}.
game-over-draw = Oyun bitti: berabere.
game-over-aborted = Oyun durduruldu.
history-head = { $game } numaralı oyun: 1. oyuncu { $p1 }, 2. oyuncu { $p2 }. Başlangıç konumu ve hamleler:
history-no-moves = (henüz hamle yok)
history-replay-it = Hamle hamle izlemek için: `/lyngk replay`.
replay-caption = { $p1 } - { $p2 } oyununun tekrarı ({ $actions } hamle).
replay-alt = Oyunun animasyonu, her hamle için bir kare, toplam { $actions } hamle.
analysis-head = { $p1 } - { $p2 } analizi ({ $variant }, { $turns } tur): grafik, bilgisayarın aramasının tahminiyle { $p1 } oyuncusunun her turdan sonraki kazanma şansını gösterir.
analysis-swing-drop = Tur { $turn }: { $user } `{ $notation }` oynadı ve kazanma şansı %{ $from } değerinden %{ $to } değerine düştü.
analysis-swing-rise = Tur { $turn }: { $user } `{ $notation }` oynadı ve kazanma şansı %{ $from } değerinden %{ $to } değerine çıktı.
analysis-preferred = → Arama `{ $notation }` hamlesini tercih ederdi; bu %{ $chance } şansı korurdu.
analysis-level = Hiçbir tur dengeyi değiştirmedi.
analysis-note = Konum başına { $iterations } arama yinelemesiyle yapılan tahminler: bir kanıt değil, bir yol gösterici.
analysis-alt = { $user } oyuncusunun { $turns } turun her birinden sonraki kazanma şansının grafiği (%0 ile %100 arası); en büyük dönüşler daire içinde.
analysis-busy = Bilgisayar, istediğiniz bir aramayla (bir analiz ya da oyunlarınızdan biri) hâlâ meşgul. Bitmesini bekleyip yeniden deneyin.

## Puanlar ve istatistikler

ladder-empty = Bu sunucuda henüz kimse puanlı bir { $variant } oyununu bitirmedi.
ladder-title = **Sıralama: { $variant }** (sayfa { $page } / { $pages })
ladder-row = { $rank }. { $user } { $rating } ({ $won } galibiyet, { $lost } yenilgi, { $drawn } beraberlik)
ladder-provisional = Ardından ? gelen puan geçicidir: henüz çok az puanlı oyun var (puan sapması { $deviation } üzerinde).
ladder-you = Siz: { $size } oyuncu içinde { $rank }. sıradasınız.
ladder-you-unrated = Henüz bu sıralamada değilsiniz: girmek için puanlı bir { $variant } oyunu bitirin.
stats-none = { $user } bu sunucuda henüz hiç oyun bitirmedi.
stats-title = **{ $user } istatistikleri**
stats-rating = Puan ({ $variant }): { $rating } (±{ $deviation })
stats-games = Oyunlar: { $games } ({ $won } galibiyet, { $lost } yenilgi, { $drawn } beraberlik)
stats-streak = Süren seri: { $kind ->
    [win] { $count } galibiyet
    [loss] { $count } yenilgi
   *[draw] { $count } beraberlik
}
stats-variant = { $variant }: { $won } galibiyet, { $lost } yenilgi, { $drawn } beraberlik
stats-outside-title = **Sunucular dışında** (özel mesajlar ve gruplar, puansız)
stats-outside-none = { $user } henüz sunucular dışında bir oyun bitirmedi.
stats-servers-title = **Sunuculardaki puanlı oyunlar** (bunu yalnızca siz görürsünüz; bir sunucunun sıralaması: orada `/lyngk stats`)
stats-server-row = { $link }: { $games } ({ $won } galibiyet, { $lost } yenilgi, { $drawn } beraberlik)
stats-servers-more = …ve { $count } sunucu daha.
turn-limit-set = Her tur artık en fazla { $limit } sürebilir. Süren turlar mevcut son sürelerini korur.

## Kurallar

rules = **Kısaca LYNGK**
    • **Hazırlık.** 43 taş — fildişi (I), mavi (B), kırmızı (R), yeşil (G) ve siyahtan (K) 8'er taş ile 3 beyaz joker (W) — 43 noktaya, her noktaya bir taş gelecek şekilde rastgele dağıtılır. Kimin başlayacağı kurayla belirlenir.
    • **Renk seçmek.** Başta bütün renkler nötrdür. Sıra size geldiğinde, oynamadan önce boştaki bir rengi seçebilir (oyun boyunca en fazla iki renk), ardından aynı turda hamlenizi yaparsınız. Bundan sonra en üstünde o renk olan yığınları yalnızca siz oynayabilirsiniz. Jokerler kimseye ait değildir ve asla tek başına oynanamaz.
    • **Hamle.** Her turda bir yığını bütün olarak (tek taş da bir yığındır) başka bir yığının üzerine taşırsınız, asla boş bir noktaya değil: komşu bir noktaya ya da düz bir çizgi üzerinde, boş noktaların ötesindeki ilk yığına. Bir yığında en fazla 5 taş olur ve aynı renk iki kez bulunamaz; jokerler her rengin yerine geçer. En üstünde nötr renk olan bir yığın yalnızca kendisinden yüksek olmayan bir yığının üzerine konabilir; en üstünde sizin renginiz olan bir yığın her yığının üzerine konabilir. 5'li bir yığın artık oynanamaz ve üzerine hiçbir şey konamaz.
    • **LYNGK kuralı.** En üstünde sizin renginiz olan bir yığın, en üstünde aynı renk bulunan başka bir yığına ulaştığında orada durmaz: orayı LYNGK noktası olarak kullanır ve herhangi bir çizgi boyunca konacağı yere kadar devam eder. Her LYNGK noktası bir turda en fazla bir kez kullanılır.
    • **Puan.** En üstünde seçtiğiniz bir renk olan 5'li yığın oyundan çıkar ve size bir puan kazandırır. En üstü nötr olan 5'li yığın tahtada kalır ve rengi sonradan seçilse bile kimseye puan kazandırmaz; yine de en üstteki rengin sahibi için LYNGK noktası olabilir. Geçerli bir hamleniz yoksa pas geçersiniz.
    • **Son.** Kimse hamle yapamadığında en çok puanı olan kazanır; puanlar eşitse sırasıyla en üstünde sizin renginiz olan 4'lü, 3'lü, 2'li yığınlar ve tek taşlar belirler.
    • **Altılı yığın varyantı (ani ölüm).** Yığınlar 6 taşa kadar çıkabilir ve hiçbir şey oyundan çıkmaz (5'li bir yığın hâlâ oynanabilir); joker ayrıca beyaz renk sayılır. En üstünde sizin renginiz olan 6'lı bir yığını tamamlayan hemen kazanır. Aksi hâlde önce 5'li yığınlar belirler.
    Komutlar: meydan-oku, kabul, reddet, iptal, renk-seç, hamle (`C3-E5` ya da yolun tamamı `B5-B2-C3-E3`), geri-al (rakibinizin kabul etmesi gerekir), pes-et, tahta, geçmiş, tekrar, analiz (biten bir oyun), kayıt dışa-aktar (bir oyunun kaydı dosya olarak), kayıt içe-aktar (bir kayıt, kendi oyunun olarak), rövanş, oyunlar, oyunlarım, hatırlatma (sıra hatırlatmaları özel mesajla), sıralama, istatistik; bilgisayarla-oyna ile bilgisayara karşı oynayın (kolay, normal, zor ya da hamle başına 2-3 saniye düşünen usta); öğren (oynayarak dersler), bulmaca (gerçek oyunlardan bulmacalar), hatalar (size en pahalıya mal olan turları yeniden deneyin); turnuva katil, ayril, siralama. Moderatörler: `/lyngk-admin` (oyunu iptal etme, sunucu ayarları, turnuvalar).


## Kelimelerle oyun alanı (ekran okuyucular için alternatif metin)

alt-sentence-separator = {" "}
alt-group-separator = {"; "}
alt-piece-separator = {" "}
alt-then = {", ardından "}
alt-head = LYNGK oyun alanı, { $variant } oyun.
alt-winner = Oyun bitti: { $player }. oyuncu kazandı.
alt-draw = Oyun bitti: berabere.
alt-aborted = Oyun bir moderatör tarafından iptal edildi: sonuç yok.
alt-why-count = Artık kimse hamle yapamıyordu; sayım belirledi.
alt-why-sixstack = Kazananın renginde altılı bir yığın oyunu bitirdi.
alt-why-resigned = { $player }. oyuncu çekildi.
alt-why-time = { $player }. oyuncunun süresi doldu.
alt-why-forfeit = { $player }. oyuncu turnuvadan ayrıldı.
alt-to-move = Sıra { $player }. oyuncuda.
alt-to-move-claimed = Sıra { $player }. oyuncuda; bu turda renk seçti.
alt-claims-points = { $player }. oyuncunun seçtiği renkler: { $colors }; { $points } puan.
alt-claims = { $player }. oyuncunun seçtiği renkler: { $colors }.
alt-neutral = Nötr renkler: { $colors }.
alt-no-neutral = Nötr renk yok.
alt-last = Son tur, { $player }. oyuncu: { $what }.
alt-last-claimed = { $color } rengi seçti
alt-last-passed = pas geçti
alt-last-moved = { $from } noktasından { $to } noktasına oynadı
alt-last-moved-lyngk = { $from } noktasından { $via } LYNGK noktaları üzerinden { $to } noktasına oynadı
alt-stack = { $point } { $pieces }
alt-stacks = Yığınlar, alttan üste: { $stacks }.
alt-single-group = { $color } { $points }
alt-singles = Tek taşlar: { $groups }.
alt-empty = { $n } boş nokta.

## Resimlere çizilen sözcükler (oyun alanının şeridi, grafikler)
## { $player } cümlenin sözünü ettiği oyuncu (sırası gelen, kazanan), { $other } rakibi:
## ikisi de resmin gösterdiği adlardır.

picture-points = PUAN
picture-five-stacks = 5'Lİ YIĞIN
picture-tag-to-move = SIRADA
picture-tag-winner = KAZANAN
picture-neutral = NÖTR
picture-no-neutral = yok
picture-variant-standard = STANDART OYUN
picture-variant-sixstack = ALTILI YIĞIN · ANİ ÖLÜM
picture-player = { $number }. Oyuncu
picture-to-move = Sıra: { $player }
picture-claimed = { $player } renk seçti · sıra yine onda
picture-passed = { $other } hamle yapamadı, pas geçti · Sıra: { $player }
picture-won-count = Oyun bitti · Kazanan: { $player } · hamle kalmadı
picture-won-sixstack = Oyun bitti · Kazanan: { $player } · altılı yığın
picture-won-resigned = Oyun bitti · Kazanan: { $player } · { $other } çekildi
picture-won-time = Oyun bitti · Kazanan: { $player } · süresi dolan: { $other }
picture-won-forfeit = Oyun bitti · Kazanan: { $player } · { $other } turnuvadan ayrıldı
picture-draw = Oyun bitti · berabere · hamle kalmadı
picture-aborted = Oyun iptal edildi · sonuç yok
picture-computer = Bilgisayar
picture-you = Siz
picture-opponent = Rakip
picture-puzzle-task-win = Zorla kazanan hamleyi bulun · bulunacak: { $turns }
picture-puzzle-task-draw = Beraberliği kurtaran hamleyi bulun · bulunacak: { $turns }
picture-puzzle-solved = Çözüldü ✓
picture-puzzle-solution = Çözümün ilk hamlesi
chart-chances-title = Tur tur kazanma şansı
chart-ahead = { $player } önde
chart-swing = dönüm: tur, oyuncu
chart-turn-axis = tur
chart-chance-axis = kazanma şansı: { $player }
chart-ratings-title = Puan geçmişi: { $player }
chart-ladder-standard = standart
chart-ladder-sixstack = altılı yığın
chart-games-axis = oynanan puanlı oyunlar
chart-rating-axis = puan

## The computer opponent

computer = bilgisayar
level-easy = kolay
level-normal = normal
level-hard = zor
level-master = usta
stats-vs-computer = Bilgisayara karşı ({ $level }, puansız): { $won } galibiyet, { $lost } yenilgi, { $drawn } beraberlik
ai-game-started = { $user } bilgisayara karşı bir LYNGK oyunu ({ $variant }, seviye: { $level }) başlatıyor; oyun puanlanmaz. Kura çekildi: ilk hamle { $first } tarafında. Her turunuz en fazla { $limit } sürebilir.
computer-answers = Bilgisayarın ({ $level }) yanıtı:
computer-thinking = Bilgisayar ({ $level }) düşünüyor; yanıtı birazdan gelecek.

## Discord: bağdaştırıcı hataları

guild-only = Bu komut bir sunucuda çalışır: meydan okumalar, sunucunun oyunları ve sıralamaları ve turnuvalar oradadır. Burada bilgisayara karşı oynayabilir (`/lyngk play-ai`), dersler ve bulmacalar çözebilir, oyunlarınıza bakabilirsiniz.
server-install-only = Bu komut, LYNGK'nin sunucu yöneticilerince sunucuya eklenmiş olmasını gerektirir: sunucunun oyunları ve sıralamaları, ayarları ve turnuvaları oradadır. Burada bir arkadaşına meydan okuyabilir (`/lyngk challenge`), bilgisayara karşı oynayabilir (`/lyngk play-ai`), dersler ve bulmacalar çözebilir, oyunlarına bakabilirsin.
unreadable-input = `{ $input }` okunamadı: { $error }
unreadable = Bu okunamadı: { $error }
stale-button = Bu düğme artık bir işe yaramıyor.
no-attachments-here = Burada resim ya da dosya yok: bu kanal uygulamaların dosya eklemesine izin vermiyor (*Dosya Ekle* izni uygulamalar için kapalı), bu yüzden her şeyi metin söylüyor.

## Discord: komutlar (adlar küçük harfle, boşluksuz)

cmd-lyngk-desc = Renkleri üst üste dizdiğin soyut oyun LYNGK'i oyna
cmd-lyngk-admin-desc = Moderatörler ve sunucu yöneticileri için LYNGK: oyunu iptal et, sunucu ayarları, turnuvalar
cmd-challenge-name = meydan-oku
cmd-challenge-desc = Bu kanalda birini bir oyuna davet et
opt-challenge-opponent-name = rakip
opt-challenge-opponent-desc = Kiminle oynamak istiyorsun (boş bırakırsan herkes kabul edebilir)
opt-challenge-variant-name = varyant
opt-challenge-variant-desc = Standart (varsayılan) ya da altılı yığın, ani ölüm
cmd-play-ai-name = bilgisayarla-oyna
cmd-play-ai-desc = Bu kanalda bilgisayara karşı oyna (puansız)
opt-play-ai-level-name = seviye
opt-play-ai-level-desc = Bilgisayarın ne kadar güçlü oynadığı
opt-play-ai-variant-name = varyant
opt-play-ai-variant-desc = Standart (varsayılan) ya da altılı yığın, ani ölüm
choice-level-easy = Kolay
choice-level-normal = Normal
choice-level-hard = Zor
choice-level-master = Usta
cmd-accept-name = kabul
cmd-accept-desc = Bu kanalda sana gönderilen daveti kabul et
cmd-decline-name = reddet
cmd-decline-desc = Bu kanalda sana gönderilen daveti reddet
cmd-cancel-name = iptal
cmd-cancel-desc = Bu kanaldaki açık davetini geri çek
cmd-claim-name = renk-seç
cmd-claim-desc = Turunun başında bir renk seç (sonra oyna)
opt-claim-color-name = renk
opt-claim-color-desc = Seçilecek renk
cmd-move-name = hamle
cmd-move-desc = Bir yığın oyna (istersen önce bir renk seç)
opt-move-from-name = nereden
opt-move-from-desc = Oynanacak yığın, örneğin C3
opt-move-to-name = nereye
opt-move-to-desc = Konacağı yer, örneğin E5, ya da B2 C3 E3 gibi bir LYNGK yolu
opt-move-claim-name = renk-seç
opt-move-claim-desc = Oynamadan önce seçilecek renk
cmd-board-name = tahta
cmd-board-desc = Bu kanaldaki oyunun oyun alanını göster
cmd-history-name = geçmiş
cmd-history-desc = Bu kanaldaki oyunun şimdiye kadarki hamleleri
cmd-replay-name = tekrar
cmd-replay-desc = Bu kanaldaki oyunun animasyonu
cmd-analyse-name = analiz
cmd-analyse-desc = Biten bir oyunun bilgisayar analizi: kazanma şansları ve dönüm noktaları
opt-analyse-game-name = oyun
opt-analyse-game-desc = Oyunun numarası (varsayılan: bu kanaldaki son oyun)
cmd-resign-name = pes-et
cmd-resign-desc = Bu kanaldaki oyunda pes et (onaylamanız istenir)
cmd-rematch-name = rövanş
cmd-rematch-desc = Bu kanaldaki son rakibini yeniden davet et
cmd-leaderboard-name = sıralama
cmd-leaderboard-desc = Bu sunucunun en iyi oyuncuları, varyanta göre
opt-leaderboard-variant-name = varyant
opt-leaderboard-variant-desc = Hangi sıralama: standart (varsayılan) ya da altılı yığın, ani ölüm
cmd-stats-name = istatistik
cmd-stats-desc = Bir oyuncunun puanı ve sonuçları (varsayılan olarak seninkiler)
opt-stats-user-name = oyuncu
opt-stats-user-desc = Kimin sonuçları
cmd-rules-name = kurallar
cmd-rules-desc = LYNGK nasıl oynanır
cmd-abort-name = durdur
cmd-abort-desc = Bu kanaldaki oyunu sonuçsuz bitir (Mesajları Yönet)
cmd-settings-name = ayarlar
cmd-settings-desc = Sunucu ayarları (Sunucuyu Yönet)
cmd-settings-turn-limit-name = hamle-süresi
cmd-settings-turn-limit-desc = Bir oyuncunun bir tur için kaybetmeden önce ne kadar süresi olduğu (Sunucuyu Yönet)
opt-settings-turn-limit-hours-name = saat
opt-settings-turn-limit-hours-desc = Tur başına saat
choice-color-ivory = Fildişi (I)
choice-color-blue = Mavi (B)
choice-color-red = Kırmızı (R)
choice-color-green = Yeşil (G)
choice-color-black = Siyah (K)
choice-variant-standard = Standart
choice-variant-sixstack = Altılı yığın, ani ölüm
autocomplete-via = { $to } ({ $via } üzerinden)
autocomplete-claim = { $to } — { $color } rengini seçerek
autocomplete-claim-via = { $to } — { $color } rengini seçerek, { $via } üzerinden
claim-conflict = Seçtiğiniz hedef için { $carried } rengini seçmeniz gerekiyor, ama `renk-seç` seçeneği { $chosen } diyor. Hedefi yeniden seçin ya da `renk-seç` seçeneğini boş bırakın.

## Terminal

local-usage = kullanım: <oyuncu> { $usage }
local-unknown-command = bilinmeyen komut `{ $command }`; `help` yazmayı deneyin
local-io-error = yazılamadı: { $error }
local-help =
    Komutlar, her satıra bir tane: <oyuncu> <komut> [argümanlar]
      challenge <oyuncu> [standard|sixstack]   accept   decline   cancel
      play-ai <easy|normal|hard|master> [standard|sixstack]   (bilgisayara karşı bir oyun)
      claim <renk> [hamle]                      move <nereden> <nereye> | move C3-E5 | move B5-B2-C3-E3 | move +R C3-E5
      resign   board   history   replay   rematch   abort   rules
      leaderboard [standard|sixstack] [page]   stats [oyuncu]   turnlimit <30m|2h|1d>   wait <süre> (--now ile)
      takeback   takeback-accept   takeback-decline   (hamle geri alma)   settings   takebacks <on|off>
      analyse [oyun]   games   mygames   notify <on|off>
      export [oyun | imported <n>]   import <dosya>   replay [oyun | imported <n>]   (oyun kayıtları)
      menu   pick <numara>   (Hamle yap düğmesi ve menüleri)   threads <on|off>
      learn [ders]   try [+R] <nereden> <nereye>   (oynayarak öğrenilen dersler)
      puzzle [daily]   puzzle [+R] <nereden> <nereye>   (çözücünün kanıtladığı bulmacalar)

## Oyunları bulmak

games-none = Bu sunucuda şu anda oynanan bir oyun yok.
games-title = **Süren oyunlar** ({ $count })
games-row = { $p1 } - { $p2 } · { $variant } · { $since } beri sıra { $next } oyuncusunda · { $link }
games-more = …ve { $count } oyun daha.
mygames-none = { $place ->
    [everywhere] Henüz ne bir sunucuda ne de sunucular dışında bir oyununuz var.
   *[server] Bu sunucuda ya da sunucular dışında henüz bir oyununuz yok.
}
mygames-title = **Oyunlarınız** ({ $count }) · { $place ->
    [everywhere] her yerde
   *[server] bu sunucuda ve sunucular dışında
}
mygames-row-your-turn = ▶ **sıra sizde** · rakip { $opponent } · { $variant } · { $since } beri · { $link }
mygames-row-waiting = rakip { $opponent } · { $variant } · { $since } beri sıra { $next } oyuncusunda · { $link }
mygames-row-finished = { $result ->
    [win] kazanıldı
    [loss] kaybedildi
   *[draw] berabere
} · rakip { $opponent } · { $variant } · bitti { $when } · { $link }
mygames-page = Sayfa { $page } / { $pages }
cmd-games-name = oyunlar
cmd-games-desc = Bu sunucuda süren oyunlar
cmd-mygames-name = oyunlarım
cmd-mygames-desc = Oyunlarınız: sıranın sizde olduğu oyunlar, sonra bitenler, her biri bağlantısıyla

## Sıra hatırlatmaları

notify-on = Sıra hatırlatmaları açık: oyunlarınızdan birinde sıra size geldiğinde ve bir hamle için sürenizin yarısı dolduğunda özel mesaj alacaksınız. Yalnızca özel mesajlarınız sunucu üyelerine açıksa gelirler.
notify-off = Sıra hatırlatmaları kapalı.
reminder-your-turn = { $opponent } ile oynadığınız LYNGK oyununda ({ $variant }) sıra sizde: { $link }
reminder-half-time = { $opponent } ile oynadığınız LYNGK oyununda bu hamle için sürenizin yarısı doldu ({ $left } kaldı): { $link }
cmd-notify-name = hatırlatma
cmd-notify-desc = Özel mesajla sıra hatırlatmaları (varsayılan olarak kapalı)
opt-notify-state-name = durum
opt-notify-state-desc = Açık ya da kapalı
choice-notify-on = Açık
choice-notify-off = Kapalı

# Alt başlıklarda oyunlar
threads-on = Yeni oyunlar artık oyuncuların adını taşıyan kendi alt başlıklarında başlıyor.
threads-off = Yeni oyunlar artık kararlaştırıldıkları kanalda kalıyor.
threads-admins-only = Oyunların nerede oynanacağını yalnızca Sunucuyu Yönet izni olan üyeler seçebilir.
thread-name = { $first } – { $second }
game-in-thread = Oyun { $thread } içinde sürüyor.
thread-permissions-missing = Bu oyun için bir alt başlık açamadım, bu yüzden oyun burada oynanıyor. Her oyunun kendi alt başlığı olması için bana bu kanalda *Herkese Açık Alt Başlık Oluştur* ve *Alt Başlıklarda Mesaj Gönder* izinlerini verin.
cmd-settings-threads-name = alt-başlıklar
cmd-settings-threads-desc = Her yeni oyunun kendi alt başlığında başlayıp başlamayacağı (Sunucuyu Yönet)
opt-settings-threads-state-name = durum
opt-settings-threads-state-desc = Açık ya da kapalı

## Tıklayarak oynamak

button-move = Hamle yap
button-claim = { $color } rengini seç
menu-outdated = Bu menü artık güncel değil: oyun ilerledi. En son tahtanın altındaki Hamle yap düğmesini kullanın.
menu-game-over = Bu oyun bitti: oynanacak bir şey kalmadı. `/lyngk challenge` ile yeni bir oyun başlatın.
menu-stacks = Taşınacak yığını seçin.
menu-stacks-or-claim = Taşınacak yığını seçin ya da önce aşağıdaki bir düğmeyle bir renk seçin.
menu-stacks-placeholder = Taşınacak yığın
menu-stacks-columns = { $columns } sütunlarındaki yığınlar
menu-stack-description = Üstte { $color }, { $height } taş
menu-landings = { $from } üzerindeki yığın nereye gidiyor?
menu-landings-placeholder = Varış noktası
menu-landings-columns = { $columns } sütunlarındaki varış noktaları
board-not-yours = Bu tahta başka bir üyeye gösterildi: yalnızca o oynayabilir. Kendi tahtanızı `/lyngk learn`, `/lyngk puzzle` veya `/lyngk mistakes` ile açın.

## Hamle geri alma

button-takeback = Geri al
takeback-nothing = Henüz geri alabileceğiniz bir turunuz yok.
takebacks-off = Bu sunucu puanlı oyunlarda hamle geri almaya izin vermiyor.
takeback-pending = { $requester } zaten geri alma istedi; istek yanıt bekliyor.
takeback-button-for = O turu yalnızca { $user } geri almak isteyebilir.
takeback-asked = { $requester } son turunu geri almak istiyor: { $turns } geri alınacak. { $opponent }, kabul ediyor musunuz? İstek { $ttl } sonra geçersiz olur.
takeback-not-for-you = Bu geri alma isteğini yalnızca { $opponent } yanıtlayabilir.
takeback-accepted = { $opponent } kabul etti: { $turns } geri alındı.
takeback-computer = { $requester } { $turns } hamlesini geri aldı (bilgisayara karşı onay gerekmez).
takeback-declined = { $opponent }, { $requester } kullanıcısının geri alma isteğini reddetti; oyun olduğu gibi sürüyor.
takeback-expired = { $requester }, geri alma isteğiniz yanıtsız kaldı ve geçersiz oldu; oyun olduğu gibi sürüyor.
takeback-was-accepted = Bu geri alma isteği zaten kabul edildi.
takeback-was-declined = Bu geri alma isteği reddedildi.
takeback-has-expired = Bu geri alma isteğinin süresi doldu.
takeback-overtaken = Bu geri alma isteği artık geçerli değil: oyun ilerledi.
takebacks-on = Bu sunucuda puanlı oyunlarda hamle geri almaya artık izin veriliyor (rakibin yine de kabul etmesi gerekir).
takebacks-off-set = Bu sunucuda puanlı oyunlarda hamle geri alma artık reddediliyor (bilgisayara karşı oyunlarda hâlâ mümkün).
history-taken-back = { $turn }. turdan itibaren geri alınanlar: { $turns }
cmd-takeback-name = geri-al
cmd-takeback-desc = Son turunuzu geri almak isteyin (rakibinizin kabul etmesi gerekir)
cmd-settings-takebacks-name = geri-almalar
cmd-settings-takebacks-desc = Puanlı oyunlarda hamle geri almaya izin verilip verilmediği (Sunucuyu Yönet)
opt-settings-takebacks-state-name = durum
opt-settings-takebacks-state-desc = Açık ya da kapalı

## Gösterilen ayarlar

cmd-settings-show-name = göster
cmd-settings-show-desc = Sunucunun şu anki ayarları
settings-head = Bu sunucunun ayarları:
settings-turn-limit = • Tur başına süre: { $limit }
settings-turn-limit-default = • Tur başına süre: { $limit } (varsayılan)
settings-threads-on = • Her yeni oyun kendi alt başlığında başlar.
settings-threads-off = • Yeni oyunlar kararlaştırıldıkları kanalda oynanır.
settings-takebacks-on = • Puanlı oyunlarda hamle geri almaya izin verilir (rakibin kabul etmesi gerekir).
settings-takebacks-off = • Puanlı oyunlarda hamle geri alma reddedilir (bilgisayara karşı oyunlarda mümkündür).

## Puan grafiği

stats-chart-alt = { $user } kullanıcısının puan grafiği: { $ladders }.
stats-chart-ladder = { $variant }: { $results } puanlı sonuçta { $from } puandan { $to } puana

## Turnuvalar

tournament-format-swiss = İsviçre sistemi ({ $rounds } tur)
tournament-format-round-robin = herkes herkesle
tournament-admins-only = Turnuvaları yalnızca Sunucuyu Yönet izni olan üyeler düzenleyebilir.
tournament-in-thread = Bir turnuva bir alt başlıkta düzenlenemez: her oyunu kendi alt başlığında oynanır. Turnuvayı alt başlığın bulunduğu kanalda oluşturun.
tournament-name-invalid = Bir turnuvanın adı 1 ile { $max } karakter arasındadır.
tournament-rounds-needed = İsviçre sistemi tur sayısı ister (1 ile { $max } arası): `rounds` alanını doldurun.
tournament-rounds-round-robin = Herkes herkesle turnuvada seçilecek tur sayısı yoktur (herkes herkesle bir kez oynar): `rounds` alanını boş bırakın.
tournament-signup-out-of-range = Kayıt 1 ile { $max } saat arasında sürebilir.
tournament-channel-taken = Bu kanalda bitmemiş bir turnuva var: { $name }. Önce onu bitirin ya da iptal edin, veya başka bir kanal kullanın.
tournament-none = Bu kanalda turnuva yok.
tournament-announce = 🏆 **{ $name }**: { $variant } LYNGK, { $format } turnuvası, tur başına { $limit }, düzenleyen { $organiser }. Oyunlar puanlıdır, her biri kendi başlığında; geri alma yok.
tournament-signup-closes = Kayıt { $when } kapanıyor: oynamak için **Katıl** düğmesine basın.
tournament-signup-by-hand = Oynamak için **Katıl** düğmesine basın; herkes geldiğinde düzenleyen başlatır.
tournament-entrants = Oyuncular ({ $count }): { $list }
tournament-entrants-page = Oyuncular { $from }–{ $to } / { $count }: { $list }
tournament-no-entrants = Henüz kimse katılmadı.
tournament-entrants-latest = Oyuncular ({ $count }); son katılanlar: { $list }. `/lyngk tournament standings` oyuncuları listeler.
tournament-cap-line = En fazla { $max } oyuncu.
tournament-full = { $name } dolu: { $max } oyuncu alır.
tournament-cap-invalid = Bir turnuva 2 ile { $max } arası oyuncu alır: `oyuncular` alanına bu aralıkta bir sayı yazın ya da sınırsız için boş bırakın.
standings-more = … ve { $count } kişi daha: `/lyngk tournament standings` kendi satırınızı gösterir.
tournament-signup-over = Kayıt kapandı: { $count } oyuncu katılıyor.
tournament-cancelled-line = Bu turnuva iptal edildi.
tournament-joined = { $name } turnuvasına katıldınız (şimdilik { $count } oyuncu).
tournament-already-joined = { $name } turnuvasına zaten katıldınız.
tournament-left-signup = { $name } turnuvasından ayrıldınız.
tournament-not-entered = { $user }, { $name } turnuvasında oynamıyor.
tournament-signup-closed = { $name } için kayıt kapandı.
tournament-removed-no-rejoin = Düzenleyen sizi { $name } turnuvasından çıkardı; yeniden katılamazsınız.
tournament-withdrew = { $user }, { $name } turnuvasından ayrıldı ve sonraki turları oynamayacak.
tournament-removed = { $organiser }, { $user } oyuncusunu { $name } turnuvasından çıkardı; sonraki turları oynamayacak.
tournament-forfeit = { $loser }, { $winner } karşısındaki oyununu hükmen kaybediyor (puanlanmaz).
tournament-started = **{ $name }** { $count } oyuncu ve { $rounds } turla başlıyor.
tournament-too-few = { $name } başlamak için en az 2 oyuncu ister; { $count } kişi katıldı.
tournament-too-few-for-rounds = { $rounds } turluk bir İsviçre sistemi, kimse aynı rakiple iki kez karşılaşmasın diye en az { $needed } oyuncu ister; { $count } kişi katıldı. Daha fazlasını bekleyin ya da iptal edip daha az turla yeniden oluşturun.
tournament-rounds-reduced = Yalnızca { $count } oyuncu katıldı: kimse aynı rakiple iki kez karşılaşmasın diye İsviçre sistemi { $rounds } tur oynanıyor.
tournament-cancelled-too-few = { $name } kaydı { $count } oyuncuyla kapandı: oynamak için çok az, bu yüzden iptal edildi.
tournament-already-started = { $name } zaten başladı.
tournament-round = **{ $name }: tur { $round } / { $total }**
tournament-board = Masa { $board }: { $first } (ilk oynar) - { $second }
tournament-board-forfeit = Masa { $board }: { $first } - { $second }, hükmen belirlendi
tournament-bye = Bay: { $user } (bir puan)
tournament-sits-out = { $user } bu turu oynamıyor.
tournament-game-started = **{ $name }, tur { $round }**: { $first } - { $second }, bir { $variant } oyunu. { $first }, ilk siz oynuyorsunuz (kurayla değil, turnuva belirledi). Her hamle en çok { $limit } sürebilir. Oyun puanlıdır; geri alma kapalı.
tournament-round-over = **{ $name }**: tur { $round } bitti.
tournament-winner = 🏆 **{ $name }** bitti. { $count ->
    [one] Kazanan { $winners }!
   *[other] Tüm eşitlik bozma ölçütlerinde eşit kazananlar: { $winners }!
}
tournament-winners-shared = 🏆 **{ $name }** bitti: { $count } oyuncu tüm eşitlik bozma ölçütlerinde eşit olarak birinciliği paylaşıyor. Kazananlar:
tournament-standings-head = { $name } sıralaması, tur { $round } / { $total } sonrası:
tournament-standings-final = { $name } son sıralaması ({ $total } tur):
standings-row = { $rank }. { $player }{ $note }: { $points } puan · Buchholz { $buchholz } · SB { $sb } · { $played } oyun
standings-row-rr = { $rank }. { $player }{ $note }: { $points } puan · SB { $sb } · { $played } oyun
standings-withdrawn-note = {" "}(çekildi)
standings-caption = { $format } · tur { $round } / { $total } sonrası
standings-caption-final = { $format } · son sıralama
standings-alt = { $name } sıralaması: { $leader } { $points } puanla önde.
standings-alt-empty = { $name } sıralaması.
standings-rank = #
standings-player = Oyuncu
standings-points = Puan
standings-buchholz = Buchholz
standings-sb = SB
standings-played = Oyun
standings-withdrawn = çekildi
tournament-paused = { $name } duraklatıldı: süren oyunlar devam ediyor, sürdürülene kadar yeni tur başlamaz.
tournament-not-paused = { $name } duraklatılmadı.
tournament-resumed = { $name } devam ediyor.
tournament-cancelled = { $organiser }, { $name } turnuvasını iptal etti. Süren oyunlar sıradan puanlı oyunlar olarak devam ediyor.
tournament-over = { $name } bitti.
tournament-not-running = { $name } sürmüyor.
tournament-takebacks-off = Turnuva oyunlarında geri alma kapalıdır.
tournament-abort-refused = Bu oyun { $name } turnuvasının parçası ve iptal edilemez. Düzenleyen bir oyuncuyu çıkarabilir (`/lyngk-admin turnuva cikar`) ya da turnuvayı iptal edebilir.
tournament-thread-failed = { $first } - { $second } için başlık açılamadı; bot bir dakika sonra yeniden deneyecek. Burada Herkese Açık Başlık Oluştur ve Başlıklarda Mesaj Gönder izinleri gerekiyor.
tournament-resuming = **{ $name }**: tur { $round } içinde henüz başlamamış oyunlar başlatılıyor.
tournament-carrying-on = **{ $name }**: kaldığı yerden devam ediyor.
tournament-game-forfeited = Oyun bitti: { $loser } turnuvadan ayrıldı, bu yüzden { $winner } hükmen kazanıyor (puanlanmaz).
tournament-thread-name = T{ $round }: { $first } - { $second }
button-join = Katıl
button-leave = Ayrıl
cmd-tournament-name = turnuva
cmd-tournament-desc = Sunucu turnuvaları: İsviçre sistemi veya herkes herkesle
cmd-tournament-create-name = oluştur
cmd-tournament-create-desc = Bu kanalda bir turnuva oluştur (Sunucuyu Yönet)
opt-tournament-create-name-name = ad
opt-tournament-create-name-desc = Turnuvanın adı
opt-tournament-create-format-name = sistem
opt-tournament-create-format-desc = İsviçre sistemi (belli sayıda tur) ya da herkes herkesle
opt-tournament-create-rounds-name = tur
opt-tournament-create-rounds-desc = İsviçre sisteminin tur sayısı
opt-tournament-create-variant-name = varyant
opt-tournament-create-variant-desc = Standart (varsayılan) ya da altılı ani ölüm
opt-tournament-create-hours-name = saat
opt-tournament-create-hours-desc = Oyunlarında hamle başına saat (varsayılan 24)
opt-tournament-create-signup-name = kayit
opt-tournament-create-signup-desc = Kaydın kapanıp 1. turun başlamasına kalan saat (boş: elle başlatılır)
opt-tournament-create-players-name = oyuncular
opt-tournament-create-players-desc = Katılabilecek en fazla oyuncu sayısı (boş: sınırsız)
choice-format-swiss = İsviçre sistemi
choice-format-round-robin = Herkes herkesle
cmd-tournament-start-name = baslat
cmd-tournament-start-desc = Bu kanalın turnuvasını şimdi başlat (Sunucuyu Yönet)
cmd-tournament-pause-name = duraklat
cmd-tournament-pause-desc = Sonraki turdan önce duraklat (Sunucuyu Yönet)
cmd-tournament-resume-name = surdur
cmd-tournament-resume-desc = Duraklatılmış bir turnuvayı sürdür (Sunucuyu Yönet)
cmd-tournament-remove-name = cikar
cmd-tournament-remove-desc = Bu kanalın turnuvasından bir oyuncuyu çıkar (Sunucuyu Yönet)
opt-tournament-remove-player-name = oyuncu
opt-tournament-remove-player-desc = Kimin çıkarılacağı
cmd-tournament-cancel-name = iptal
cmd-tournament-cancel-desc = Bu kanalın turnuvasını iptal et (Sunucuyu Yönet)
cmd-tournament-standings-name = siralama
cmd-tournament-standings-desc = Bu kanalın turnuvasının sıralaması
cmd-tournament-join-name = katil
cmd-tournament-join-desc = Bu kanalın turnuvasına katıl
cmd-tournament-leave-name = ayril
cmd-tournament-leave-desc = Bu kanalın turnuvasından ayrıl (başladıktan sonra oyunların hükmen kaybedilir)

## Dersler (/lyngk learn)

lesson-list = **Dersler** — birini `/lyngk learn lesson:…` ile başlatın; her ders yalnızca size görünür, Hamle yap düğmesiyle oynanır.
lesson-list-line = { $number }. **{ $title }** (`{ $name }`): { $state }
lesson-state-not-yet = henüz değil
lesson-state-at-step = { $steps } adımın { $step }. adımında
lesson-state-done = tamamlandı ✓
lesson-step = **Ders { $number }: { $title }** — adım { $step }/{ $steps }
lesson-right = Doğru!
lesson-done-next = Doğru! Ders tamamlandı: **{ $title }** ✓. Sıradaki: **{ $next }** (`/lyngk learn`).
lesson-done-all = Doğru! Ders tamamlandı: **{ $title }** ✓. Bu son dersti: kuralları biliyorsunuz, şimdi `/lyngk challenge` ile birine meydan okuyun.
lesson-wrong = Tam değil. { $hint } Konum yeniden karşınızda.
lesson-illegal = { $illegal } { $hint }
lesson-unknown = “{ $name }” adında bir ders yok. Dersler: { $names }.
lesson-outdated = Bu dersin düğmesi eskimiş: dersi `/lyngk learn` ile yeniden başlatın.
lesson-needs-lesson = Hamlenizin hangi ders için olduğunu yazın: `/lyngk learn lesson:… move:C3-E5`.
lesson-claim-needs-move = Renk sahiplenme, ardından gelen hamleyle birlikte yapılır: `move` da ekleyin (`/lyngk learn lesson:… claim:… move:C3-E5`) ya da `claim` alanını boş bırakın.
lesson-title-moves = Yığın oynamak
lesson-title-stacking = Ne neyin üzerine konabilir
lesson-title-lyngk = LYNGK sıçrayışları
lesson-title-claims = Renk seçmek
lesson-title-five-stack = 5'li yığını tamamlamak
lesson-title-the-end = Oyunun sonu
lesson-title-sudden-death = Altılı yığın, ani ölüm
lesson-moves-1-task = Bir yığın dolu bir komşu noktaya gider ve oynanan yığın üste çıkar: E5'teki kırmızı taşı E6'daki mavi taşın üzerine koyun.
lesson-moves-1-hint = E5'teki yığını (kırmızı taşı) hemen üstündeki E6'ya oynayın.
lesson-moves-2-task = Bir yığın boş noktaların üzerinden bir çizgi boyunca kayıp karşılaştığı ilk taşa da gidebilir: E2'deki fildişi taşı E7'ye çıkarın.
lesson-moves-2-hint = E2'deki fildişi taş E sütununda boş noktaların üzerinden yukarı kayar ve ilk taşta, E7'de durur.
lesson-stacking-1-task = En üstünde nötr renk olan bir yığın yalnızca kendisinden yüksek olmayan bir yığının üzerine konabilir: 3'lü bir yığın yapın.
lesson-stacking-1-hint = D4'teki 2'li yığınınız E5'teki 3'lü yığına çıkamaz ama tek bir taşın üzerine konabilir.
lesson-stacking-2-task = Bir yığında hiçbir renk iki kez bulunamaz (jokerler bulunabilir): 4'lü bir yığın yapın.
lesson-stacking-2-hint = D4'teki 2'li yığında mavi var, bu yüzden E5'teki maviye gidemez; C4'teki mavisiz 2'li yığını deneyin.
lesson-lyngk-1-task = Mavi sizin: başka bir mavi tepeyle karşılaşan mavi yığın oradan yoluna devam eder (bir LYNGK noktası). B5'teki yığını mavi yığınlar üzerinden sıçrayarak E3'e götürün.
lesson-lyngk-1-hint = B5'ten B sütunu boyunca aşağı inen çizgi B2'deki maviye ulaşır, o da C3'teki maviye bağlanır; oradan çizgi E3'e varır.
lesson-claims-1-task = Sıranızın başında bir renk seçebilirsiniz, ardından hamle yapmanız gerekir: kırmızıyı seçin, sonra E5'teki kırmızı taşı E6'daki 2'li yığının üzerine koyun.
lesson-claims-1-hint = Nötr tek bir taş 2'li bir yığının üzerine konamaz ama sizin renginizdeki konabilir: kırmızıyı aynı sırada seçin (menüde varış noktası bunu belirtir; yazarak oynarken claim:red ekleyin).
lesson-five-stack-1-task = En üstünde sizin renginiz olan 5'li bir yığın tahtadan çıkar ve size bir puan kazandırır: bir tane tamamlayın.
lesson-five-stack-1-hint = E5'teki kırmızı taşınızı E6'daki 4'lü yığının üzerine koyun: en üstte sizin renginiz olmalı.
lesson-the-end-1-task = Kimse hamle yapamadığında oyun biter; o zaman önce puanlar, sonra en üstünde sizin renkleriniz olan 4'lü, 3'lü, 2'li yığınlar ve tek taşlar belirler. Son hamleyi kazanacak şekilde yapın.
lesson-the-end-1-hint = Bu hamleden sonra kimse oynayamaz: en üstünde kırmızınız olan 2'li bir yığın yapın; bu, rakibin A3'teki tek yeşil taşını yener.
lesson-sudden-death-1-task = Altılı varyantta en üstünde sizin renginiz olan 6'lı bir yığın hemen kazandırır (bir joker gerekir, joker beyaz sayılır): şimdi kazanın.
lesson-sudden-death-1-hint = E5'teki kırmızı taşınızı E6'daki jokerli 5'li yığının üzerine koyun.
cmd-learn-name = öğren
cmd-learn-desc = Yalnızca size görünen, oynayarak öğrenilen kısa dersler: liste ya da bir ders
opt-learn-lesson-name = ders
opt-learn-lesson-desc = Başlatılacak ders (boş: ilerlemenizle birlikte liste)
opt-learn-move-name = hamle
opt-learn-move-desc = Dersin adımı için yazılan deneme, ör. E5 E6
opt-learn-claim-name = renk-seç
opt-learn-claim-desc = Yazılan denemeden önce seçilecek renk
choice-lesson-moves = Hamleler
choice-lesson-stacking = Yığma
choice-lesson-lyngk = LYNGK sıçrayışları
choice-lesson-claims = Renk seçme
choice-lesson-five = 5'li yığın
choice-lesson-end = Oyunun sonu
choice-lesson-sudden = Ani ölüm

## Bulmacalar (/lyngk puzzle)

puzzle-head = **Bulmaca #{ $id }** · puan { $rating }
puzzle-daily-head = **Günün bulmacası** (#{ $id }): bugün bu sunucuda herkes için aynı.
puzzle-credit = { $one } - { $two } oyunundan, { $when } ([oyun]({ $link })).
puzzle-task-win = { $player }. oyuncuyu oynuyorsunuz: zorla kazanan tek hamleyi bulun (bulunacak { $turns } hamle). Bir renk sahiplenme ve ardından gelen hamle tek bir sıradır.
puzzle-task-draw = { $player }. oyuncuyu oynuyorsunuz: beraberliği kurtaran tek hamleyi bulun; diğer her hamle kaybeder (bulunacak { $turns } hamle). Bir renk sahiplenme ve ardından gelen hamle tek bir sıradır.
puzzle-resumed = Oynadığınız bulmaca:
puzzle-none-left = Buradaki { $count } bulmacanın hepsini denediniz. Yenileri bu sunucuda biten oyunlardan gelir; `/lyngk puzzle daily:True` günün bulmacasını verir.
puzzle-daily-tried-solved = Günün bulmacasını zaten çözdünüz ✓ İsterseniz yeniden oynayın: iki kez puanlanmaz.
puzzle-daily-tried-failed = Günün bulmacasını zaten denediniz. İsterseniz yeniden oynayın: iki kez puanlanmaz.
puzzle-claim-needs-move = Renk sahiplenme, ardından gelen hamleyle birlikte yapılır: `move` da ekleyin (`/lyngk puzzle claim:… move:C3-E5`) ya da `claim` alanını boş bırakın.
puzzle-not-playing = Bir bulmaca oynamıyorsunuz: `/lyngk puzzle` ile başlayın.
puzzle-outdated = Bu bulmacanın düğmesi eskidi: `/lyngk puzzle` nerede olduğunuzu gösterir.
puzzle-illegal = { $illegal } Yeniden deneyin.
puzzle-right-go-on = Doğru! Rakip { $answer } ile yanıt veriyor. Sıra yine sizde.
puzzle-solved = Çözüldü ✓: { $turns ->
    [one] doğru hamleyi buldunuz.
   *[other] { $turns } doğru hamlenin hepsini buldunuz.
}
puzzle-wrong-win = Bu değil: { $turn } sonrasında galibiyet kaçtı.
puzzle-wrong-draw = Bu değil: { $turn } sonrasında oyun kaybedildi.
puzzle-refutation-win = Neden: çözücü { $answer } ile yanıt veriyor ve artık zorla kazanamazsınız.
puzzle-refutation-draw = Neden: çözücü { $answer } ile yanıt veriyor ve zorla kaybedersiniz.
puzzle-solution-win = Çözüm: { $line } (zorla kazanır; resim ilk hamlesini gösteriyor).
puzzle-solution-draw = Çözüm: { $line } (beraberliği tutar; resim ilk hamlesini gösteriyor).
puzzle-rating-change = Bulmaca puanı: { $old } → { $new }
puzzle-not-rated = Puanlanmadı: bu bulmacayı daha önce denemiştiniz.
puzzle-claimed = Bu sırada { $color } rengini sahipleniyorsunuz: şimdi hamleyi seçin.
button-next-puzzle = Sonraki bulmaca
stats-puzzles = Bulmacalar: puan { $rating } · { $solved } çözüldü, { $failed } kaçırıldı · seri { $streak } (en iyi { $best })
cmd-puzzle-name = bulmaca
cmd-puzzle-desc = Gerçek oyunlardan, çözücünün kanıtladığı bulmacalar: tek doğru hamleyi bulun
opt-puzzle-daily-name = gunluk
opt-puzzle-daily-desc = Bu sunucunun günün bulmacası, herkes için aynı
opt-puzzle-move-name = hamle
opt-puzzle-move-desc = Bulmacanız için yazılmış bir hamle, ör. C3 E5
opt-puzzle-claim-name = sahiplen
opt-puzzle-claim-desc = Yazılan hamleden önce sahiplenilecek renk
settings-daily-puzzle-on = • Günün bulmacası her gün { $channel } kanalında paylaşılır.
settings-daily-puzzle-off = • Günün bulmacası paylaşılmıyor (bir kanalda `/lyngk-admin settings daily-puzzle` onu orada paylaştırır).
daily-puzzle-on = Günün bulmacası her gün 00:00 UTC'den kısa süre sonra { $channel } kanalında paylaşılacak (bugünkü bir dakika içinde).
daily-puzzle-off = Günün bulmacası artık paylaşılmıyor. Üyeler onu yine `/lyngk puzzle daily:True` ile alabilir.
daily-puzzle-elsewhere = Günün bulmacası { $channel } kanalında paylaşılıyor: orada kapatın.
daily-puzzle-post = **Günün bulmacası** (#{ $id }): bugün burada herkes için aynı. Denemek için **Oyna** düğmesine basın, yalnızca siz görürsünüz.
button-daily-puzzle = Oyna
cmd-settings-daily-puzzle-name = gunun-bulmacasi
cmd-settings-daily-puzzle-desc = Günün bulmacasını her gün bu kanalda paylaş ya da artık paylaşma (Sunucuyu Yönet)
opt-settings-daily-puzzle-state-name = durum
opt-settings-daily-puzzle-state-desc = Açık (bu kanalda) veya kapalı
mistake-head = { $opponent } ile oyununuz ({ $link }), tur { $turn }: `{ $notation }` oynadınız ve kazanma şansınız %{ $from } değerinden %{ $to } değerine düştü.
mistake-task = Daha iyi bir tur bulun: «Hamle yap» düğmesi ya da `/lyngk mistakes move:C3-E5`.
mistakes-none = Henüz yeniden deneyeceğiniz bir hatanız yok. Bir oyunu bitirin ve `/lyngk analyse` ile analiz edin: size en pahalıya mal olan turlar burada, yalnızca sizin için saklanır.
mistakes-all-found = { $count ->
    [one] Hatanız
   *[other] { $count } hatanızın tümü
} için daha iyi bir tur buldunuz ✓. Yenilerini almak için başka oyunlarınızı `/lyngk analyse` ile analiz edin.
mistake-found-proven = Buldunuz! `{ $notation }` sonucu koruyor: kesin çözücü bunu kanıtlıyor.
mistake-found-rated = Buldunuz! `{ $notation }` analizin en iyi turu kadar iyi ({ $margin } puan içinde).
mistake-missed = Bu değil: `{ $notation }` sonrasında kazanma şansınız %{ $chance } olurdu, en iyi tur `{ $preferred }` ise %{ $best } koruyor. Yeniden deneyin.
mistake-same = `{ $notation }` oyunda oynadığınız tur: daha iyisini bulun.
mistake-illegal = { $illegal } Başka bir tur deneyin.
mistake-already-found = Bu hata için daha iyi bir turu zaten buldunuz.
mistake-outdated = Bu hatanın düğmesi eskimiş: sıradaki hatanızı `/lyngk mistakes` ile görün.
mistake-claim-needs-move = Renk sahiplenme, ardından gelen hamleyle birlikte yapılır: `move` da ekleyin (`/lyngk mistakes claim:… move:C3-E5`) ya da `claim` alanını boş bırakın.
cmd-mistakes-name = hatalar
cmd-mistakes-desc = Analiz edilen oyunlarınızın en pahalı turlarını yalnızca size görünür biçimde yeniden deneyin
opt-mistakes-move-name = hamle
opt-mistakes-move-desc = Hatanız için yazılan daha iyi bir tur, ör. C3 E5
opt-mistakes-claim-name = renk-seç
opt-mistakes-claim-desc = Yazılan turdan önce seçilecek renk

## Oyun kayıtları: dışa ve içe aktarma

cmd-record-name = kayıt
cmd-record-desc = Bir oyunun .lyngk dosyası olarak kaydı: dışa ve içe aktarma
cmd-record-export-name = dışa-aktar
cmd-record-export-desc = Bir oyunun kaydı .lyngk dosyası olarak, yalnızca sana (varsayılan: buradaki son oyun)
opt-record-export-game-name = oyun
opt-record-export-game-desc = Oyunun numarası (varsayılan: bu kanaldaki son oyun)
opt-record-export-imported-name = içe-aktarılan
opt-record-export-imported-desc = İçe aktardığın bir oyunun numarası
cmd-record-import-name = içe-aktar
cmd-record-import-desc = Bir oyun kaydını (.lyngk) içe aktar: tekrar izleyip analiz edip dışa aktarabileceğin kendi oyunun
opt-record-import-file-name = dosya
opt-record-import-file-desc = Kayıt: bir .lyngk dosyası (UTF-8 metin, en fazla 64 KiB)
opt-replay-game-name = oyun
opt-replay-game-desc = Oyunun numarası (varsayılan: bu kanaldaki oyun)
opt-replay-imported-name = içe-aktarılan
opt-replay-imported-desc = İçe aktardığın bir oyunun numarası
opt-analyse-imported-name = içe-aktarılan
opt-analyse-imported-desc = İçe aktardığın bir oyunun numarası
button-export = Dışa aktar
record-player-unnamed = oyuncu { $n }
export-caption = { $game } numaralı oyunun kaydı, { $p1 } - { $p2 } ({ $turns ->
    [one] 1 hamle
   *[other] { $turns } hamle
}): her programın okuyabileceği bir `.lyngk` dosyası (biçim: `docs/players/records.md`). `/lyngk kayıt içe-aktar` ile içe aktarabilirsin.
export-caption-imported = İçe aktardığın { $game } numaralı oyunun kaydı, { $p1 } - { $p2 } ({ $turns ->
    [one] 1 hamle
   *[other] { $turns } hamle
}).
export-alt = .lyngk biçiminde bir oyun kaydı, { $turns ->
    [one] 1 hamle
   *[other] { $turns } hamle
}
import-done = { $game } numaralı oyunun olarak içe aktarıldı: { $p1 } - { $p2 }, { $turns ->
    [one] 1 hamle
   *[other] { $turns } hamle
}, hepsi denetlendi. Yalnızca sen görürsün; bu sunucuda asla puanlanmaz ve sayılmaz. `/lyngk tekrar içe-aktarılan:{ $game }`, `/lyngk analiz içe-aktarılan:{ $game }`, `/lyngk kayıt dışa-aktar içe-aktarılan:{ $game }`.
import-download-failed = Dosya Discord'dan alınamadı. Biraz sonra yeniden dene.
one-game-only = `oyun` ya da `içe-aktarılan` ver, ikisini birden değil.
import-refused = Bu kayıt içe aktarılamıyor: { $reason }{ $limits } Hiçbir şey kaydedilmedi.
import-refused-line = Bu kayıt içe aktarılamıyor: satır { $line }: { $reason }{ $limits } Hiçbir şey kaydedilmedi.
import-refused-at = Bu kayıt içe aktarılamıyor: satır { $line }, sütun { $column }: { $reason }{ $limits } Hiçbir şey kaydedilmedi.
import-illegal-turn = hamle { $number } "{ $turn }": { $reason }
import-too-large = dosya { $bytes } bayt.
import-too-many = bir kaydın sınırlarını aşıyor.
import-not-utf8 = dosya UTF-8 metin değil.
import-fault = { $detail }
import-limits = {" "}Bir kayıt en fazla { $bytes } bayt ({ $kib } KiB), { $turns } hamle, { $variations } varyant ve { $tags } etiket içerir.
cmd-record-review-name = gözden-geçir
cmd-record-review-desc = Biten bir oyunu tur tur, yalnızca sana görünür biçimde gözden geçir (varsayılan: buradaki son oyun)
opt-record-review-game-name = oyun
opt-record-review-game-desc = Oyunun numarası (varsayılan: bu kanaldaki son oyun)
opt-record-review-imported-name = içe-aktarılan
opt-record-review-imported-desc = İçe aktardığın bir oyunun numarası
opt-record-review-turn-name = tur
opt-record-review-turn-desc = Açılacak tur (0: başlangıç konumu, varsayılan)
button-review = Gözden geçir
button-review-start = ⏮ Başa
button-review-back = ◀ Geri
button-review-on = İleri ▶
button-review-end = Sona ⏭
button-review-swing = En büyük dönüm
review-head = { $game } numaralı oyunun incelemesi, { $p1 } - { $p2 }: tur { $turn } / { $turns }.
review-head-imported = İçe aktardığın { $game } numaralı oyunun incelemesi, { $p1 } - { $p2 }: tur { $turn } / { $turns }.
review-start = Başlangıç konumu, ilk turdan önce.
review-turn = Tur { $turn }: { $user } `{ $notation }` oynadı.
review-chances = Analize göre başlangıçtaki kazanma şansları: { $p1 } %{ $c1 }, { $p2 } %{ $c2 }.
review-turn-chance = Bu turla { $user } oyuncusunun kazanma şansı, analize göre %{ $from } değerinden %{ $to } değerine geçti.
review-biggest-swing = Bu, oyunun en büyük dönüm noktası.
review-not-analysed = Bu oyun analiz edilmedi: `/lyngk analyse` her turdaki kazanma şansını tahmin eder; inceleme o zaman bunu gösterir ve en büyük dönüm noktasına bir düğme ekler.
review-no-such-turn = Bu oyunda { $turns ->
    [one] 1 tur
   *[other] { $turns } tur
} var: 0 (başlangıç) ile { $turns } arasında bir tur ver.
review-outdated = Bu inceleme artık güncel değil: `/lyngk record review` ile yeniden aç.
review-not-yours = Bu incelemeyi başka bir üye açtı: kendininkini `/lyngk record review` ya da Gözden geçir düğmesiyle aç.
opt-record-review-position-name = konum
opt-record-review-position-desc = Bir oyun yerine keşfedilecek bir konum (LPN)
button-review-explore = Keşfet
button-explore-back = Geri al
button-explore-best = En iyi hamle
button-explore-export = Çizgiyi dışa aktar
explore-head = { $game } numaralı oyun { $turn }. turdan itibaren özel olarak keşfediliyor: burada { $played } tur oynandı. Bunların hiçbiri oyuna ya da puanlara dokunmaz.
explore-head-imported = İçe aktardığın { $game } numaralı oyun { $turn }. turdan itibaren özel olarak keşfediliyor: burada { $played } tur oynandı.
explore-head-position = Verdiğin konum özel olarak keşfediliyor: burada { $played } tur oynandı.
explore-empty = Sırası gelen taraf için Hamle yap ile bir tur oyna, her taraf kendi sırasında; turları geri al, bilgisayarın en iyi hamlesini sor ya da çizgini dışa aktar.
explore-line = Çizgin: { $line }
explore-over = Çizginin geldiği yerde oyun bitti: bir turu geri al ya da çizgiyi dışa aktar.
explore-illegal = { $illegal } Başka bir tur dene.
explore-too-long = Keşfedilen bir çizgi en fazla { $max } tur tutar: birini geri al ya da dışa aktar.
explore-best = Bilgisayarın buradaki en iyi hamlesi: `{ $turn }`. Sırası gelen { $player }. oyuncunun kazanma şansı: %{ $chance }.
explore-outdated = Bu keşif güncel değil: bir incelemenin Keşfet düğmesiyle yeniden aç.
explore-nothing = Çizgiyi dışa aktarmadan önce bir tur oyna.
explore-same-as-game = Çizgin yalnızca oyunu izliyor: dışa aktarmadan önce farklı bir tur oyna.
explore-record-too-big = Çizginle birlikte oyunun kaydı bir kaydın sınırlarını aşıyor: önce birkaç turu geri al.
explore-exported = Oyunun kaydı, çizgin ({ $turns } tur) { $turn }. turun varyantı olarak.
explore-exported-position = Çizgin ({ $turns } tur), başladığı yerden bir kayıt olarak.
explore-bad-position = Bu konum okunamıyor: { $reason }
explore-position-alone = Oyun ya da tur vermeden yalnızca bir konum ver.
explore-thinking = Bilgisayar zaten senin için düşünüyor (istediğin bir en iyi tur, bir analiz ya da oyunlarından biri): yanıtı onu istediğin yere gelecek. Geldikten sonra yeniden iste.
