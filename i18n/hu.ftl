### Wari: az oldal szövegei magyarul.
### A tanári szabályleírás szavai: gödör, gyűjtő, kavics, szórás, ütés (elfogás), teljes leütés.
### Ugyanazok az üzenetek és { $változók }, mint az en.ftl-ben (a mintafájlban, ahol a szintaxis leírása is van).

## Játékosok, kavicsok, felsorolások

-south = Dél
-north = Észak
player = { $player ->
    [south] { -south }
   *[north] { -north }
}
# A magyar főnév a szám után egyes számban marad.
seeds = { $count } kavics
list-and = { $items } és { $last }
list-or = { $items } vagy { $last }
# Névelő a gödör betűje ($pit) előtt, ahogy kiolvassuk: az A, E, F (ef), I, L (el), M (em), N (en), O, R (er), S (es), U, X (iksz) előtt; a többi előtt a.
pit-article = { $pit ->
    [A] az
    [a] az
    [E] az
    [e] az
    [F] az
    [f] az
    [I] az
    [i] az
    [L] az
    [l] az
    [M] az
    [m] az
    [N] az
    [n] az
    [O] az
    [o] az
    [R] az
    [r] az
    [S] az
    [s] az
    [U] az
    [u] az
    [X] az
    [x] az
   *[consonant] a
}
pit-article-capital = { $pit ->
    [A] Az
    [a] Az
    [E] Az
    [e] Az
    [F] Az
    [f] Az
    [I] Az
    [i] Az
    [L] Az
    [l] Az
    [M] Az
    [m] Az
    [N] Az
    [n] Az
    [O] Az
    [o] Az
    [R] Az
    [r] Az
    [S] Az
    [s] Az
    [U] Az
    [u] Az
    [X] Az
    [x] Az
   *[consonant] A
}

## Az oldal

page-title = Wari — játssz Owarét a böngésződben
tagline = A mankala kedvelt változata Nyugat-Afrikából és a Karib-térségből
language = Nyelv
how-to-play = Hogyan játsszunk?
close = Bezárás
board-label = Wari-tábla
vs-computer = Játék a gép ellen
two-players = Két játékos
mode-label = Ki játszik?
new-game = Új játszma
new-game-title = Kezdés elölről (új mérkőzés is indul)
next-game = Következő játszma
undo = Visszavonás
redo = Mégis
hint = Tipp
flip = Tábla megfordítása
end-agreement = Befejezés közös megegyezéssel
end-agreement-title = A kavicsok ütés nélkül járnak körbe-körbe: a játszma véget ér, a maradékot a szabály szerint osztjuk szét
play-on = Folytatás innen
players = Játékosok
human = Ember
computer-level = Gép, { $level }. szint ({ $name })
level-1 = kezdő
level-2 = könnyű
level-3 = közepes
level-4 = haladó
level-5 = erős
level-6 = legerősebb
rules-heading = Szabályok
variant = Változat
custom-option = Saját szabályok
custom = Saját szabályok
custom-intro = Itt mindent te állíthatsz be. Ha a szabályokkal nem lehet játszani, a játék megmondja, miért.
f-pits = Gödrök száma soronként (3–10)
f-seeds = Kavicsok száma gödrönként (1–10)
f-captures = Ennyi kavicsot lehet elfogni (például 2,3)
f-chain = Láncütés
chain-back = visszafelé
chain-both = visszafelé és előre
f-slam = Teljes leütés (az ellenfél összes kavicsa)
slam-g1 = megléphető, de nincs ütés
slam-g2 = tilos
slam-g3 = megengedett
slam-g4 = megengedett, ha nyer vele
slam-g5 = megengedett, aztán etetni kell
f-feed = Etetés (az ellenfél kavicshoz juttatása)
feed-must = kötelező, ha elfogyott a kavicsa
feed-none = nem kötelező
f-target = Győzelemhez szükséges kavicsok (üresen: több mint a fele)
f-cycle = Ha a kavicsok vég nélkül körbejárnak, a maradék
cycle-name-side-owner = azé, akinek az oldalán van
cycle-name-last-capturer = azé, aki utoljára ütött
cycle-name-not-counted = nem számít
f-end = Ha a táblán már nem lehet ütni
end-name-standard = tovább lehet játszani (körbejárásig)
end-name-no-capture = vége a játszmának (E5)
f-start = Ki kezd?
f-rows = Gödörsorok
rows-name-two = 2 sor
rows-name-three = 3 sor (egyetlen kör)
rows-name-four = 4 sor (kettő fejenként)
f-pits-three = Gödrök száma soronként (4, 6 vagy 8)
f-pits-four = Gödrök száma soronként (4–12)
custom-four-note = Négy soron mindenki csak a saját két során szór körbe, és az ellenfél szemközti gödreit üti: az ütő számok, a lánc, a nagy ütés (mindent elvenni), az etetés és a játék vége, ha már nem lehet ütni, itt nem állítható.
apply-custom = Játék ezekkel a szabályokkal
custom-error = Ezekkel a szabályokkal nem lehet játszani: { $reason }.
group-international = Nemzetközi
group-hungary = Magyarország
group-poland = Lengyelország
group-spain = Spanyolország
group-antigua = Antigua és Barbuda
group-rows = Három és négy sor
match-heading = Mérkőzés
match-single = Egy játszma
match-7-games = 7 játszma, a vesztes kezd
match-first-to-6 = 6 nyert játszmáig
moves-heading = Lépések
no-moves = Még nincs lépés.
move-list-label = A játszma lépései; válassz egyet, és megnézheted, hogyan állt utána a tábla
copy-moves = Lépések másolása
copy-link = Link másolása
copied = Másolva.
copy-manual = Jelöld ki a mezőben lévő szöveget, és másold ki.
share-label = Lépések vagy link megosztáshoz
settings = Beállítások
animation = Animáció
speed-off = Nincs
speed-fast = Gyors
speed-normal = Normál
speed-slow = Lassú
reduced-motion = Az eszközöd kevesebb animációt kér, ezért a lépések azonnal megjelennek.
dismiss = Bezárás
saved-ignored = A mentett játszmát nem sikerült visszaállítani (sérült volt, vagy a játék egy régebbi verziója mentette), ezért új játszma indult.
editor-saved-ignored = Az összeállítás alatt lévő állást nem sikerült visszaállítani, ezért a szerkesztő bezárult, és a játszmád látható.
practice-saved-ignored = A számolás gyakorlásának eredményét nem sikerült visszaállítani, ezért újra nulláról indul.
no-worker = Ebben a böngészőben a gép az oldalon belül gondolkodik, ezért gondolkodás közben az oldal egy-egy pillanatra megakadhat.
thinking = { player } gondolkodik…
preparing = A gép készülődik… { $percent }%
your-move = Te jössz: válassz egy bekarikázott gödröt.
to-move = { player } következik.
viewing = A tábla a játszma { $ply }. lépése utáni állást mutatja (összesen { $plies } lépés). A Mégis gombbal előre léphetsz; ha innen lépsz, az új lépés a későbbiek helyére kerül.
hint-thinking = Jó lépést keresek…
hint-result = Tipp: lépj { pit-article } { $pit } gödörrel. { $evaluation }
eval-won = Jó játékkal biztosan nyersz.
eval-clearly-ahead = Jelentősen vezetsz.
eval-slightly-ahead = Kicsit vezetsz.
eval-even = Nagyjából egyenlő az állás.
eval-slightly-behind = Kicsit hátrányban vagy.
eval-clearly-behind = Jelentős hátrányban vagy.
eval-lost = A gép szerint a játszma már nem nyerhető; ezzel a lépéssel tarthatsz ki a legtovább.
game-started = Új játszma: { $variant }.
error-title = Hiba történt
error-text = A játék váratlan hibába ütközött. Kezdj új játszmát a folytatáshoz; az alábbi üzenet segít nekünk kijavítani a hibát.
load-error-text = A játék nem tudott elindulni ebben a böngészőben. Próbálj új játszmát vagy másik böngészőt; a lenti üzenet segít kijavítani a hibát.
help-1 = A Warit ketten játsszák egy kétsoros táblán. A hozzád közelebbi sor gödrei és a tőled jobbra eső nagy gyűjtő a tiéd. A játék célja: több kavicsot elfogni, mint az ellenfél.
help-2 = Amikor te jössz, válaszd ki az egyik gödrödet (a bekarikázottak közül). A benne lévő kavicsokat egyenként szórjuk el a következő gödrökbe, az óramutató járásával ellentétes irányban, mindkét soron körbe. A gyűjtőkbe nem teszünk.
help-3 = Ha az utolsó kavicsod az ellenfél egyik gödrébe esik, és ott így 2 vagy 3 kavics lesz, elfogod őket. Ha az előtte lévő gödörben is 2 vagy 3 kavics van, azt is elfogod, és így tovább visszafelé. (Néhány változatban más számok ütnek, vagy előre is halad a lánc: lásd a szabályokat a panelen.)
help-4 = A legtöbb változatban kötelező: ha az ellenfelednek nem maradt kavicsa, olyan lépést kell tenned, amellyel kavicshoz jut.
help-5 = A játszma véget ér, ha valamelyik gyűjtőben összegyűlik a győzelemhez szükséges számú kavics, ha a soron következő játékos nem tud lépni, vagy ha egy állás megismétlődik.
help-6 = Billentyűzettel: a Tab billentyűvel juss el a tábláig, a nyilakkal válassz gödröt, az Enter vagy a szóköz elszórja a kavicsokat. A Visszavonás gomb visszaveszi az utolsó lépést.
help-7 = A panelen választhatsz változatot és gépi szintet, vagy játszhattok ketten is. A játszma akkor is megmarad, ha bezárod az oldalt.
help-three-1 = Ezen a táblán három sor gödör van. A tieid az alsó sor és a középső sor jobb fele (ezeken a te színed sávja látszik); az ellenfélé a felső sor és a középső sor bal fele. A gyűjtőd a tőled jobbra eső nagy gödör. A játék célja: több kavicsot elfogni, mint az ellenfél.
help-three-2 = Amikor te jössz, válaszd ki az egyik gödrödet (a bekarikázottak közül). A benne lévő kavicsokat egyenként szórjuk el a következő gödrökbe, egyetlen körben, amely minden gödrön átmegy, ahogy a nyilak mutatják: az alsó soron jobbra, vissza a középső sor jobb felén, a felső soron balra, majd a középső sor bal felén át újra le az alsó sorra. A gyűjtőkbe nem teszünk.
help-three-3 = Ha az utolsó kavicsod az ellenfél egyik gödrébe esik, és ott így 2 vagy 3 kavics lesz, elfogod őket. Ha a körben előtte lévő gödör is az ellenfélé, és abban is 2 vagy 3 kavics van, azt is elfogod, és így tovább. A középső sor két fele összeér, de a körben nem szomszédosak. (Néhány változatban más számok ütnek, vagy előre is halad a lánc: lásd a szabályokat a panelen.)
help-four-1 = Ezen a táblán négy sor gödör van. A tieid a hozzád közelebbi két sor: a külső és a belső sor. A gyűjtőd a tőled jobbra eső nagy gödör. A játék célja: több kavicsot elfogni, mint az ellenfél.
help-four-2 = Amikor te jössz, válaszd ki az egyik gödrödet (a bekarikázottak közül). A benne lévő kavicsokat egyenként csak a saját két sorodon szórjuk körbe, ahogy a nyilak mutatják: a külső sorodon jobbra, a belső sorodon vissza balra, és újra körbe. Az ellenfél soraiba és a gyűjtőkbe sosem teszel.
help-four-3 = Ha az utolsó kavicsod a belső sorodba esik, nézd meg az ellenfél ugyanabban az oszlopban lévő belső gödrét: ha van benne kavics, elfogod, és vele együtt az ellenfél mögötte lévő külső gödrének kavicsait is.
help-four-4 = Etetni nem kötelező: akinek a saját oldalán nem maradt kavicsa, nem tud lépni, és a játszma véget ér.
rules-of = A változat szabályai
start-position = Kezdőállás
computer-turn = A gép következik; várd meg a lépését.
move-label = { $number }. lépés: { $pit }
ai-error = A gép nem tudott lépni: { $reason }
update-ready = Elkészült a Wari új változata. A játék következő megnyitásakor indul.
update-now = Indítsd most

## A tábla, képernyőolvasóknak

pit-label = { $pit }, { seeds }
pit-playable = választható
pit-suggested = javasolt lépés
store-name = { player } gyűjtője
store-label = { store-name }, { seeds }

## Mit tett egy lépés

move-sown = { player } { pit-article } { $pit } gödörből szórt
move-captured = { player } { pit-article } { $pit } gödörből szórt, és elfogott { $captures } gödörből
move-capture-first = { $count } kavicsot { pit-article } { $pit }
move-capture-next = { $count } kavicsot { pit-article } { $pit }
move-grand-slam = { player } { pit-article } { $pit } gödörből szórt, és elfogott { $captures } gödörből, vagyis az ellenfél összes kavicsát
move-grand-slam-uncaptured = { player } { pit-article } { $pit } gödörből szórt: az ellenfél összes kavicsát elvinné, ezért e szabály szerint nincs ütés
move-extra-turn = { $move }; { player } újra lép, és kavicshoz kell juttatnia az ellenfelet
move-sentence = { $move }.
# Amíg egy lépés kavicsait még szórja a táblán.
move-sowing = { player } { pit-article } { $pit } gödörből szór…

## A játszma vége

game-over = Vége a játszmának: { $reason }. { $result }
ending-target = valamelyik gyűjtőben már legalább { seeds } van
ending-stuck = { player } nem tud lépni, ezért mindenki megkapja a saját oldalán lévő kavicsokat
ending-cycle = egy állás megismétlődött (végtelen körbejárás), ezért { $cycle }
ending-agreement = a játékosok közös megegyezéssel befejezték, ezért { $cycle }
ending-no-capture = a táblán maradt kavicsokkal már nem lehet ütni, ezért { $cycle }
cycle-side-owner = mindenki megkapja a saját oldalán lévő kavicsokat
cycle-last-capturer = a maradék kavicsokat az kapja, aki utoljára ütött (ha még senki sem ütött, nem számítanak)
cycle-not-counted = a maradék kavicsok nem számítanak
cycle-to-last-capturer = a maradék kavicsokat { player } kapja, aki utoljára ütött
cycle-nobody-captured = mivel még senki sem ütött, a maradék kavicsok nem számítanak
result-win = { player } nyert, az eredmény { $won }:{ $lost }.
result-draw = Döntetlen, az eredmény { $south }:{ $north }.

## Mérkőzések

match-games = { $count } játszma
match-first-to = { $count } nyert játszmáig
match-score = Nyert játszmák: { -south } { $south }, { -north } { $north }, döntetlen { $draws }.
match-score-of = Nyert játszmák: { -south } { $south }, { -north } { $north }, döntetlen { $draws } ({ $played }/{ $total } lejátszva).
match-won = { player } nyerte a mérkőzést!
match-drawn = A mérkőzés döntetlen.

## A változatok és szabályaik forrása

variant-abapa = Oware Abapa (nemzetközi)
    .origin = A nemzetközi Oware-versenyek szabálya.
variant-hu-wari = Iskolai Wari (teljes leütéssel)
    .origin = Egy magyar tanár szabálya az 1. kiegészítéssel (teljes leütés), ahogy a Hétpróbások Bajnokságán játsszák.
variant-hu-wari-win = Teljes leütés csak győzelemmel
    .origin = Ugyanennek a tanárnak a 2. kiegészítése: a teljes leütés csak akkor megengedett, ha az ütő játékos nyer vele.
variant-hetproba = Hétpróba Wari (etetés nélkül)
    .origin = Ugyanennek a tanárnak az egyszerűsített versenyváltozata: így játszottak a 2015-ös Hétpróbán.
variant-wari-72 = 72 kaviccsal (2, 4 vagy 6 üt)
    .origin = A magyar tanár által leírt változat 72 kaviccsal.
variant-wari-pl = Lengyel szabály (7 játszma)
    .origin = A lengyel lexikon szabálya, 7 játszmás mérkőzésként.
variant-adaua = Adaua (páros számok ütnek)
    .origin = A lengyel lexikon változata: a páros számok ütnek.
variant-wari-72-pl = 72 kaviccsal, kétirányú lánccal
    .origin = A lengyel lexikon 72 kavicsos változata.
variant-numeros = Spanyol iskolai Wari (Números)
    .origin = Egy spanyol matematikatanári folyóirat, a Números oldaláról.
variant-antigua = Antiguai Warri
    .origin = A Warri, ahogy Antigua és Barbudán játsszák, ahol ez a nemzeti játék.
variant-numeros-3 = Wari három sorban (Números)
    .origin = A Números oldala három sorral is ajánlja a játékot; egyetlen kör fut végig minden gödrön, mint Etiópia három soros tábláin.
variant-moruba = Moruba, négy sorban
    .origin = A dél-afrikai pedi nép Morubája négy sorban, ahogy Malesa (2012) leírta.

## Egy változat szabályai

rules-board = Soronként { $pits } gödör, mindegyikben { $seeds } kavics, összesen { $total } kavics. A hozzád közelebbi sor gödrei és a tőled jobbra eső gyűjtő a tiéd.
rules-sowing = Amikor te jössz, vedd ki az egyik gödröd összes kavicsát, és szórd el őket egyenként, az óramutató járásával ellentétes irányban a következő gödrökbe, az ellenfél gödreibe is. Egyik gyűjtőbe sem teszünk! Ha a szórás körbeér, a kiürített gödör kimarad, üresen marad.
rules-capture = Ha az utolsó kavicsod az ellenfél egyik gödrébe esik, és ott így { $captures } kavics lesz, elfogod őket: a gyűjtődbe kerülnek.
rules-chain-back = Ezután az előtte lévő gödör következik: ha az is az ellenfélé, és { $captures } kavics van benne, azt is elfogod, és így tovább visszafelé, amíg a lánc meg nem szakad.
rules-chain-both = Ezután az előtte és az utána lévő gödör következik: ha az ellenfélé, és { $captures } kavics van benne, azt is elfogod, és így tovább mindkét irányban, amíg a lánc meg nem szakad.
rules-slam-g1 = Az ellenfél összes kavicsát elvivő lépés (teljes leütés) megléphető, de ilyenkor nincs ütés.
rules-slam-g2 = Az ellenfél összes kavicsát elvivő lépés (teljes leütés) tilos, kivéve, ha minden lehetséges lépés ilyen; akkor megléphető, de nincs ütés.
rules-slam-g3 = A teljes leütés megengedett: egy lépés elviheti az ellenfél összes kavicsát. Ekkor az ellenfél nem tud lépni, így vége a játszmának.
rules-slam-g4 = Az ellenfél összes kavicsát csak akkor lehet elvinni, ha ezzel nyer az ütő játékos; különben a lépés megléphető, de nincs ütés.
rules-slam-g5 = Egy lépés elviheti az ellenfél összes kavicsát; ekkor azonnal újra lépsz, mégpedig úgy, hogy az ellenfél kavicshoz jusson.
rules-feed-must = Ha az ellenfélnek nem maradt kavicsa, olyan lépést kell tenned, amellyel kavicshoz jut. Ha ez nem lehetséges, vége a játszmának.
rules-feed-none = Nem kötelező kavicshoz juttatni az ellenfelet: akinek nem maradt kavicsa, az nem tud lépni, és vége a játszmának.
rules-end = A játszma véget ér, amint valamelyik gyűjtőben legalább { seeds } van; a táblán maradt kavicsok nem számítanak. Ha a soron következő játékos nem tud lépni, szintén vége a játszmának, és mindenki megkapja a saját oldalán maradt kavicsokat.
rules-cycle = Ha ugyanaz az állás másodszor is előáll (a kavicsok vég nélkül járnak körbe-körbe), vége a játszmának, és { $cycle }. A játékosok közös megegyezéssel is befejezhetnek egy ilyen játszmát, ugyanezzel a szabállyal.
rules-no-capture = Ha legfeljebb { $bound } kavics van a táblán, a játszma akkor is véget ér, amikor a maradék kavicsokkal már semmilyen lépéssorral nem lehet ütni (ez megelőzi a lépni nem tudó játékos szabályát); ilyenkor { $cycle }.
rules-winner = Az nyer, akinek több kavics van a gyűjtőjében; ha egyenlő, döntetlen.
rules-winner-starter = Az nyer, akinek több kavics van a gyűjtőjében; ha egyenlő, döntetlen. { player } kezd.
rules-winner-first-game = Az nyer, akinek több kavics van a gyűjtőjében; ha egyenlő, döntetlen. Az első játszmát { player } kezdi.
rules-match-games = Egy mérkőzés { $count } játszmából áll. Az első játszma kezdőjét sorsolás dönti el, utána mindig az előző játszma vesztese kezd (döntetlen után az, aki az előzőt nem kezdte).
rules-match-first-to = Az nyeri a mérkőzést, aki előbb nyer { $count } játszmát; a játszmákat felváltva kezdik.

rules-board-three = Három sor, soronként { $pits } gödör, mindegyikben { $seeds } kavics, összesen { $total } kavics. A tiéd a hozzád közelebbi sor és a középső sor tőled jobbra eső fele; mindkét játékos gödreit egyforma keret jelzi ({ -south }: folytonos, { -north }: szaggatott). A gyűjtőd tőled jobbra van.
rules-sowing-three = Amikor te jössz, vedd ki az egyik gödröd összes kavicsát, és szórd el őket egyenként a következő gödrökbe, a nyilak mutatta körben: a sorodon jobbra, vissza a középső sor a te feleden, aztán ugyanígy tovább az ellenfél gödrein. Egyik gyűjtőbe sem teszünk. Ha a szórás körbeér, a kiürített gödör kimarad.
rules-neighbours-three = Az „előtte” és „utána” mindig a nyilak szerint értendő: a középső sor két fele összeér, de nem szomszédosak, így a lánc az ellenfél gödreinek végén megszakad.
rules-board-four = Négy sor, soronként { $pits } gödör, mindegyikben { $seeds } kavics, összesen { $total } kavics. A hozzád legközelebbi két sor a tiéd; a gyűjtőd tőled jobbra van.
rules-sowing-four = Amikor te jössz, vedd ki az egyik gödröd összes kavicsát, és szórd el őket egyenként a saját két sorodon körbe, ahogy a nyilak mutatják: a külső sorodon jobbra, a belső sorodon vissza balra, és újra körbe. Az ellenfél gödreibe és a gyűjtőkbe soha nem teszünk. Ha a szórás körbeér, a kiürített gödör kimarad.
rules-capture-four = Ha az utolsó kavicsod a belső sorodba esik, és az ellenfél vele szemközti belső gödrében van kavics, elfogod őket, és velük együtt az ellenfél mögötte lévő külső gödrének kavicsait is. Mást nem lehet elfogni.

## Szabálytalan lépések

illegal-move = { pit-article-capital } { $pit } gödörrel nem lehet lépni: { $reason }.
illegal-game-over = a játszmának vége
illegal-no-such-pit = nincs ilyen gödör
illegal-not-your-pit = ez a gödör { $owner ->
        [south] { -south }
       *[north] { -north }
    } oldalán van, most pedig { $mover ->
        [south] { -south }
       *[north] { -north }
    } következik
illegal-empty = ez a gödör üres
illegal-must-feed = az ellenfélnek nincs kavicsa, ezért olyan lépést kell tenned, amellyel kavicshoz jut
illegal-forbidden-grand-slam = az ellenfél összes kavicsát elvinné, ezt pedig ez a változat nem engedi

## Nem játszható szabályok

rules-error-unknown-preset = „{ $id }” nem ismert változat; ezek közül válassz: { $ids }
rules-error-not-key-value = „{ $part }” helyett kulcs=érték alakot írj
rules-error-unknown-key = nincs „{ $key }” nevű beállítás
rules-error-bad-value = „{ $value }” nem érvényes érték ennél a beállításnál: „{ $key }”
rules-error-pits = egy sorban 3–10 gödör lehet, nem { $pits }
rules-error-seeds = egy gödörben kezdetben 1–10 kavics lehet, nem { $seeds }
rules-error-no-captures = adj meg legalább egy kavicsszámot, amelynél van ütés
rules-error-capture-count = ennyi gödörrel és kaviccsal sosem lehet egy gödörből { $count } kavicsot elfogni; 1 és az összes kavics száma közötti értékeket válassz
rules-error-target = ennyi kavicsot ({ $count }) nem lehet összegyűjteni; 1 és az összes kavics száma közötti értéket válassz
rules-error-no-capture-end = a „vége, ha már nem lehet ütni” szabályhoz (end=no-capture) legalább egy { $max } vagy kisebb ütésszám kell; a legkisebb megadott { $smallest }
rules-error-rows = a táblán 2, 3 vagy 4 sor lehet, nem { $rows }
rules-error-row-pits-three = három sorban soronként páros számú, 4–8 gödör kell, nem { $pits }
rules-error-row-pits-four = négy sorban soronként 4–12 gödör kell, nem { $pits }
rules-error-not-on-four-rows = „{ $key }” négy sornál nem beállítás: mindenki csak a saját két sorában szór, és a szemközti gödröket üti (L4-C)
rules-error-too-many-seeds = egy játszmában legfeljebb 200 kavics lehet, nem { $seeds }; válassz kevesebb kavicsot gödrönként

## Az érvényes szabályokhoz nem illő állások

setup-error-odd-pits = ebben az állásban { $found } gödör van, ebből nem lesz két egyforma sor
setup-error-pits-a-side = ebben az állásban játékosonként { $found } gödör van, a változatban viszont { $expected }
setup-error-seeds = ebben az állásban { $found } kavics van, a változat viszont { $expected } kaviccsal játszik
setup-error-both-targets = mindkét gyűjtőben ({ $south } és { $north }) legalább { $target } kavics van, pedig a játszma már akkor véget ér, amikor az első eléri ezt
setup-error-feed-turn = az { $letter }+ jel a G5 szabály szerinti teljes leütés utáni plusz lépést jelöli, amely után az ellenfélnek nem marad kavicsa; itt nem állhat

## Nem olvasható lejegyzések

notation-error-line = { $line }. sor, { $column }. oszlop: { $reason }
notation-error-character = { $column }. karakter: { $reason }
notation-move-number = a lépés sorszáma után pont áll, például 12. (a lépések betűk)
notation-not-a-letter = „{ $found }” nem gödör betűjele; Dél gödrei { $south-first }–{ $south-last }, Észak gödrei { $north-first }–{ $north-last }
notation-illegal = „{ $pit }” ({ $number }. lépés) nem játszható: { $reason }
notation-too-few-parts = egy álláshoz kellenek a gödrök, a két gyűjtő és a soron következő játékos (például 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S); itt { $found } rész van
notation-not-a-player = az utolsó rész S vagy N lehet (a soron következő játékos), nem „{ $found }”
notation-pit-count = minden játékosnak 3–24 gödre van, így a két gyűjtő előtt 6–48, páros számú számnak kell állnia; itt { $found } van
notation-not-seeds = „{ $found }” ({ $place }) nem 0 és { $max } közötti kavicsszám
notation-place-pit = { $pit } gödör
notation-place-store = { store-name }
notation-too-many-seeds = egy táblán legfeljebb { $max } kavics lehet; ezen { $found } van
notation-tag-brackets = egy címke alakja: [Név "érték"]
notation-tag-parts = egy címkéhez név és érték is kell
notation-tag-quotes = a címke értékét idézőjelek közé kell tenni
notation-tag-name = „{ $name }” nem címkenév (csak betűk és számjegyek lehetnek benne)
notation-result-tag = „{ $found }” nem eredmény; 1-0, 0-1, 1/2-1/2 vagy * lehet

## A gép nem tudott válaszolni

request-error = { $part ->
        [rules] szabályok
        [position] állás
       *[moves] lépések
    }: { $reason }
request-not-a-request = a kérést nem sikerült értelmezni

## A gép segédprogramja hibázott: a gép az oldalon belül gondolkodik tovább

worker-stopped = A gép háttérben futó segédprogramja leállt, ezért a gép mostantól az oldalon belül gondolkodik (gondolkodás közben az oldal egy-egy pillanatra megakadhat).
worker-garbled = A gép háttérben futó segédprogramja olvashatatlan választ adott, ezért a gép mostantól az oldalon belül gondolkodik (gondolkodás közben az oldal egy-egy pillanatra megakadhat).
worker-silent = A gép háttérben futó segédprogramja nem válaszolt időben, ezért a gép mostantól az oldalon belül gondolkodik (gondolkodás közben az oldal egy-egy pillanatra megakadhat).
engine-unavailable = A gépi játékost nem sikerült betölteni (megszakadt a kapcsolat?), ezért most mindkét oldalon emberek játszanak. Frissítsd az oldalt, ha ismét a gép ellen szeretnél játszani.
page-loading = A Wari betöltése…
page-description = Játssz warit (owarét) a böngészőben: minden változat, gépi ellenfél, nyomtatható és más oldalakba beágyazható táblák.
page-noscript = A Wari futtatásához JavaScript és WebAssembly szükséges.

## Egy hivatkozás fel nem használt beállításai

notice-not-used = A hivatkozás { $param }=„{ $value }” beállítását nem használtuk: { $reason }.
notice-moves-kept = A hivatkozás lépései („{ $value }”) csak a hibáig futottak le: { $reason }.
problem-language = csak { $languages } választható
problem-seat = human vagy ai-1 … ai-{ $levels } lehet
problem-flag = 0 vagy 1 lehet
problem-choice = { $values } lehet
language-not-loaded = Nem sikerült betölteni ezt a nyelvet: { $language }; az oldal magyarul marad.
print-unavailable = A nyomtatási nézetet nem sikerült betölteni: ellenőrizd a kapcsolatot, és próbáld újra.
# Játszma közben választott változat: új játszma indult, a régit félretettük; a gomb visszahozza.
variant-changed = Új játszma: { $variant }. A korábbi játszmádat ({ $previous }) félretettük.
variant-changed-undo = Visszavonás

## Nyomtatás és beágyazás

print-embed-heading = Nyomtatás és beágyazás
print-board = Tábla nyomtatása
print-board-title = Az üres tábla valódi méretben, babszemekkel vagy kavicsokkal való játékhoz, és a szabályok
print-position = Az állás nyomtatása
print-position-title = A tábla mostani állása a kavicsok számával, feladatlapnak
embed-button = Beágyazás…
embed-button-title = A tábla elhelyezése iskolai honlapon vagy blogon
embed-heading = A tábla beágyazása weboldalba
embed-intro = Másold be ezt a kódot a weboldaladba vagy a blogodba. A tábla az itt választott változattal, nyelvvel és játékosokkal nyílik meg.
embed-controls = Gombok a tábla alatt (visszavonás, új játszma…)
embed-position = Kezdés a tábla mostani állásából (feladvány)
embed-iframe-label = HTML-kód
embed-script-label = Vagy egy szkripttel, amely a tábla magasságát az oldalhoz igazítja
embed-copy = Másolás
embed-open-full = A teljes játék megnyitása
embed-frame-title = Wari-tábla: { $variant }
print-now = Nyomtatás
print-back = Vissza a játékhoz
print-preview-note = Nyomtasd A4-es vagy Letter méretű papírra, fekvő tájolással, 100%-os méretben (ne „oldalhoz igazítva”), hogy a gödrök { $size } cm-esek legyenek.
sheet-of = { $sheet }. lap (összesen { $sheets })
sheet-cut = vágás
sheet-glue = ragasztási sáv ({ $sheet }. lap)
sheet-assemble = { $sheet }. lap: vágd le a szaggatott vonal mentén, és ragaszd rá a szürke ragasztási sávra ({ $next }. lap) úgy, hogy a jelek fedjék egymást.
sheet-sowing = A szórás az óramutató járásával ellentétes irányú
sheet-assemble-right = { $sheet }. lap: vágd le a jobb oldali szaggatott vonal mentén, és ragaszd rá a bal oldali szürke ragasztási sávra ({ $next }. lap) úgy, hogy a jelek fedjék egymást.
sheet-assemble-below = { $sheet }. lap: vágd le az alsó szaggatott vonal mentén, és ragaszd rá a felső szürke ragasztási sávra ({ $next }. lap) úgy, hogy a jelek fedjék egymást.
sheet-sowing-three = A szórás a nyilakat követi, egyetlen körben az összes gödrön át; mindkét játékos gödreit egyforma keret jelzi ({ -south }: folytonos, { -north }: szaggatott)
sheet-sowing-four = Mindenki csak a saját két sorában szór körbe, a nyilak irányában; mindkét játékos gödreit egyforma keret jelzi ({ -south }: folytonos, { -north }: szaggatott)
sheet-rules-heading = Szabályok: { $variant }
sheet-setup = Kezdéskor minden gödörbe { $seeds } kerül. Mindkét játékos a nevével jelölt oldalon ül; a tőled jobbra eső gyűjtő a tiéd.
sheet-position-heading = { $variant }: egy állás
sheet-question = Melyik lépést választanád, és miért?
sheet-play-online = Játssz online: { $address }
sheet-position-text = Állás: { $position }
sheet-moves-so-far = Eddigi lépések: { $moves }
sheet-board-label = A nyomtatandó tábla

## A játszmaelemzés nyomtatható lapja: a grafikon, a hibák a jobb lépéssel és a három legdrágább lépés táblája

review-sheet-heading = Wari — játszmaelemzés: { $variant }
review-sheet-chart = Kavicselőny a játszma során: a vonal fölött { -south } vezet, alatta { -north }.
review-sheet-axis-move = Lépés
review-sheet-player = Játékos
review-sheet-moves = Lépések
review-sheet-inaccuracies = Pontatlanságok
review-sheet-mistakes = Hibák
review-sheet-blunders = Baklövések
review-sheet-seeds-lost = Elvesztett kavicsok
review-sheet-list = Hibák és baklövések a jobb lépéssel
review-sheet-played = Lépett
review-sheet-better = Jobb
review-sheet-judgement = Értékelés
review-sheet-inaccuracy = pontatlanság
review-sheet-mistake = hiba
review-sheet-blunder = baklövés
review-sheet-none = Ebben a játszmában nincs hiba vagy baklövés.
review-sheet-costliest = A legdrágább lépések
review-sheet-board = { $move }. lépés: { player } { pit-article } { $pit } gödörrel lépett, és körülbelül { $count } kavicsot veszített. Jobb lett volna: { $best }.
review-sheet-marks = A szaggatott kör a megtett lépést, a vastag kör a jobb lépést jelöli.
review-sheet-game = Játszma: { $moves }

## Irányított első játszma

lesson-heading = Első játszma
lesson-intro = Most ismerkedsz a warival? Tanuld meg a szabályokat néhány rövid lépésben a táblán, a választott szabályokkal.
lesson-start = Az irányított játszma indítása
lesson-title = Lépés: { $number } / { $total }
lesson-topic-sowing = Szórás
lesson-topic-store = A gyűjtő
lesson-topic-capture = Ütés
lesson-topic-chain = A lánc
lesson-topic-lap = Egy teljes kör
lesson-topic-grand-slam = Az összes kavics egyszerre
lesson-topic-feeding = Etetés
lesson-topic-end = A játszma vége
lesson-task-sowing = A te gödreid az alsó sorban vannak. Vedd ki { pit-article } { $pit } gödör (a bekarikázott) összes kavicsát, és szórd el őket.
lesson-task-sowing-rows = A te gödreid a nagybetűsek (A, B, C …). Vedd ki { pit-article } { $pit } gödör (a bekarikázott) összes kavicsát, és szórd el őket.
lesson-task-store = A gyűjtőd a sorod jobb végén van. Szórj { pit-article } { $pit } gödörből, és figyeld, hová kerülnek a kavicsai.
lesson-task-capture = Keresd meg azt a lépést, amelynek utolsó kavicsa Észak egyik gödrébe esik, és ott { $counts } kavics lesz.
lesson-task-capture-rows = Keresd meg azt a lépést, amelynek utolsó kavicsa a belső sorodba esik, Észak kavicsaival szemben.
lesson-task-chain = Keresd meg azt a lépést, amely egynél több gödröt üt.
lesson-task-lap = { pit-article-capital } { $pit } gödörben { seeds } van, elég egy teljes körhöz. Szórd el, és nézd meg, hová esik az utolsó.
lesson-task-slam-forbidden = Északnak már csak két gödrében van kavics. Üss, de ne feledd: ezekkel a szabályokkal nem viheted el Észak összes kavicsát.
lesson-task-slam = { pit-article-capital } { $pit } gödör Észak összes megmaradt kavicsát leütné. Lépj vele, és nézd meg, mit mondanak erre ezek a szabályok.
lesson-task-feed = Északnak nem maradt kavicsa. Lépj úgy, hogy kapjon néhányat.
lesson-task-no-feed = Északnak nem maradt kavicsa. Ezekkel a szabályokkal nem kell adnod neki: lépj { pit-article } { $pit } gödörrel.
lesson-task-end = A gyűjtődben { $store } kavics van. Aki elsőként { $target } kavicsot gyűjt, nyer: üss { $count } kavicsot, hogy elérd.
lesson-done-sowing = { pit-article-capital } { $pit } gödörben { seeds } volt: egyenként a következő gödrökbe kerültek ({ $pits }). A szórás mindig erre halad, az óramutató járásával ellentétesen.
lesson-done-store = { pit-article-capital } { $pit } gödörből a kavicsok továbbmentek, ide: { $next }. Gyűjtőbe soha nem kerül szórt kavics; a gyűjtő csak az ütött kavicsokat őrzi.
lesson-done-capture = Az utolsó kavics ütött ebben a gödörben: { $last }. { $count } kavics került a gyűjtődbe.
lesson-done-capture-rows = Az utolsó kavics ide esett: { $last }, a belső sorodba, így elütötted Észak gödreinek kavicsait ebben az oszlopban ({ $pits }), összesen { $count } kavicsot. Az ütés a veled szemközti belső gödröt és a mögötte levő külső gödröt viszi el.
lesson-done-chain = Ezeket a gödröket ütötted: { $pits }, összesen { $count } kavicsot. Ütés után az előző gödröt is megnézzük, és így tovább, amíg ütő számú kavics van benne.
lesson-done-chain-both = Ezeket a gödröket ütötted: { $pits }, összesen { $count } kavicsot. Ezekkel a szabályokkal a lánc mindkét irányba megy: az ütés előtti és utáni gödröket is megnézzük.
lesson-done-lap = { pit-article-capital } { $pit } gödörben { seeds } volt: minden más gödörbe jutott egy, magát { pit-article } { $pit } gödröt kihagytuk, az utolsó pedig ide esett: { $last }. A gödör, amelyből szórsz, üres marad.
lesson-done-slam-no-capture = Ez a lépés Észak összes kavicsát elvinné, ezért ezekkel a szabályokkal semmit sem üt.
lesson-done-slam-if-decisive = Ez a lépés Észak összes kavicsát elvinné, de nem nyerné meg a játszmát, ezért ezekkel a szabályokkal semmit sem üt. Csak akkor üt, ha nyer vele.
lesson-done-slam-all = Elvitted Észak összes kavicsát: ezek a szabályok megengedik.
lesson-done-slam-feed = Elvitted Észak összes kavicsát, és ezek a szabályok szerint újra te lépsz: most adnod kell Északnak kavicsot.
lesson-done-slam-forbidden = { $count } kavicsot ütöttél. Itt nem szabad Észak összes kavicsát elvinni, ezért az ilyen lépést a játék nem engedi.
lesson-done-feed = Északnak újra van kavicsa. Ha az ellenfelednek nincs kavicsa, adnod kell neki, ha tudsz; ha egyik lépés sem ad, a játszma véget ér.
lesson-done-no-feed = Északnak nincs se kavicsa, se lépése, ezért a játszma véget ért: mindenki megkapja a saját oldalán lévő kavicsokat.
lesson-done-end = A gyűjtődben { $store } kavics van: ez a cél, ezért a játszma véget ért, és te nyertél. A játszma akkor is véget ér, ha a soron következő játékos nem tud lépni, vagy ha ugyanaz az állás visszatér.
lesson-done-end-no-capture = A gyűjtődben { $store } kavics van: ez a cél, ezért a játszma véget ért, és te nyertél. A játszma akkor is véget ér, ha a soron következő játékos nem tud lépni, ha ugyanaz az állás visszatér, vagy ha már nem lehet ütni.
lesson-miss-other-pit = { pit-article-capital } { $pit } gödör a tiéd, de ebben a lépésben innen kell szórni: { $wanted }, a bekarikázott gödör. Próbáld azzal.
lesson-miss-no-capture = Az utolsó kavicsa ide esne: { $last }, és ott { $count } kavics lenne. Ez nem ütés. Számolj újra egy másik gödörtől.
lesson-miss-one-pit = Jó, ez üt, de csak egy gödröt ({ $count } kavics). Keress olyan lépést, amely két egymás melletti gödröt üt.
lesson-miss-not-over = Ez még nem fejezi be a játszmát. Keresd meg az ütő lépést.
lesson-try-again = Próbálj egy másik gödröt.
lesson-ringed = A bekarikázott gödörrel jó lépést tehetsz.
# Az állapotsor, amikor a tanuló saját lépése teljesítette a feladatot: dicséret, és hogy mit tett a lépés.
lesson-turn-done = { $count ->
    [0] Ügyes vagy, ez a jó lépés! Te magad szórtál { pit-article } { $pit } gödörből, ahogy a feladat kérte.
   *[other] Ügyes vagy, ez a jó lépés! Te magad szórtál { pit-article } { $pit } gödörből, és { $count } kavicsot ütöttél.
}
lesson-back = Vissza
lesson-restart = A lépés újrakezdése
lesson-next = Következő lépés
lesson-finish = Befejezés: vissza a játszmához
lesson-leave = Kilépés a leckéből

## A játszma elemzése: a gép a játszma minden állását megvizsgálja; grafikon arról, ki vezetett az egyes lépések
## után; minden lépés megítélése aszerint, hány kavicsot adott oda a gép legjobb lépéséhez képest; összesítés

review-open = A játszma elemzése
review-heading = A játszma elemzése
review-intro = A gép a játszma minden állását megvizsgálja. A grafikon megmutatja, ki vezetett az egyes lépések után, és hány kaviccsal. Válassz egy lépést: a tábla azt az állást mutatja, ahol megtették, a jobb lépést bekarikázva.
review-close = Vissza a játszmához
review-cancel = Állj
review-resume = Folytatás
review-tables = Készülődés… { $percent }%
review-running = Elemzés: { $done }. állás a { $total }-ből…
review-stopped = Leállítva { $done } állás után (összesen { $total }).
review-done = Minden állás elemezve.
review-refused = A gép nem tudta elemezni ezt a játszmát.
review-prev = Előző lépés
review-next = Következő lépés
review-learn = Tanulj a hibáidból
review-print = Az elemzés nyomtatása
review-chart-label = Grafikon: ki vezetett az egyes lépések után, kavicsban (fent: Dél, lent: Észak)
review-chart-south = Dél vezet
review-chart-north = Észak vezet
review-good = Jó
review-inaccuracy = Pontatlanság
review-mistake = Hiba
review-blunder = Súlyos hiba
review-move = { $number }. lépés: { player } { pit-article } { $pit } gödörből szórt.
review-move-good = Jó lépés: ugyanolyan jó, mint a gép legjobb lépése, vagy kevesebb mint egy kaviccsal rosszabb.
review-move-costly = { $judgement ->
    [inaccuracy] Pontatlanság
    [mistake] Hiba
   *[blunder] Súlyos hiba
}: ezzel a lépéssel nagyjából { seeds }ot adott oda. Jobb lépés: { $better }, a táblán bekarikázva.
review-move-waiting = A gép ezt a lépést még nem elemezte.
review-value = { player } előnye: { seeds }
review-value-even = Egyenlő állás
review-value-wins = { player } kikényszerítheti a győzelmet
review-table-caption = Minden lépés megítélése
review-col-move = Lépés
review-col-player = Játékos
review-col-played = Gödör
review-col-judgement = Megítélés
review-col-lost = Odaadott kavicsok
review-col-better = Jobb lépés
review-col-value = A lépés után
review-summary-heading = Összesítés
review-col-count = Lépések
review-seeds-lost = Odaadott kavicsok

## Számolás gyakorlása

practice-heading = Számolás gyakorlása
practice-intro = Minden lépés előtt mondd meg, hová esik az utolsó kavics, és hány kavicsot üt a lépés. Aztán nézd, ahogy a tábla kiszórja és megszámolja.
practice-toggle = Számolás gyakorlása
practice-hide = A kavicsszámok elrejtése
practice-score = Talált: { $right } / { $total }
practice-ask-last = { pit-article-capital } { $pit } gödörben { seeds } van. Hová esik az utolsó kavicsa? Koppints arra a gödörre.
practice-ask-last-hidden = { pit-article-capital } { $pit } gödör: számold meg a kavicsait! Hová esik az utolsó kavicsa? Koppints arra a gödörre.
practice-ask-captured = Gödör: { $pit }, az utolsó kavics helye: { $last }. Hány kavicsot üt a lépés? Válaszd ki a számot, aztán szórj.
practice-captured-label = Ennyi kavicsot üt
practice-sow = Szórás
practice-cancel = Másik gödör választása
practice-counting = { $numbers } …
practice-counted = { $numbers }: az utolsó kavics ide esik: { $last }, és a lépés { $count } kavicsot üt.
practice-right = Mindkettő talált!
practice-last-right = Az utolsó kavics: talált.
practice-last-wrong = Az utolsó kavics ide esett: { $last }, nem ide: { $guess }.
practice-captured-right = Az ütés: talált.
practice-captured-wrong = A lépés { $count } kavicsot ütött, nem { $guess } kavicsot.

## Feladványok

puzzles-heading = Feladványok
puzzles-intro = Rövid feladványok valódi állásokból; minden megoldást a program bizonyított. A játszmád megvár, amíg megoldod.
puzzles-open = Válassz feladványt
puzzles-solved-count = { $total } feladványból { $solved } megoldva
puzzles-level-1 = ★ Első lépések
puzzles-level-2 = ★★ Gyakorlás
puzzles-level-3 = ★★★ Kihívás
puzzles-solved-mark = megoldva
puzzles-close = Bezárás
puzzle-title = { $number }. feladvány ({ $total } közül)
puzzle-goal-best-capture = Üss egy lépéssel annyi kavicsot, amennyit csak tudsz.
puzzle-goal-win-in = { $moves ->
    [one] Nyerd meg a játszmát egy lépéssel.
   *[other] Nyerj { $moves } lépésben, bármit lép is az ellenfeled.
}
puzzle-goal-only-move = Egy kivételével minden lépés vesztes. Találd meg azt, amelyik nem az.
puzzle-goal-feed = Az ellenfelednek nincs kavicsa: adj neki úgy, hogy ne tudjon ütni.
puzzle-goal-grand-slam = Üsd le egy lépéssel az ellenfeled összes kavicsát (nagy slam).
puzzle-goal-slam-then-feed = Üsd le az ellenfeled összes kavicsát, majd a plusz lépéseddel adj neki úgy, hogy ne tudjon ütni.
puzzle-hint-captures = Van olyan lépés, amely { $count } kavicsot üt. Minden gödörnél számold meg, hová esik az utolsó kavics.
puzzle-hint-pit = Olyan gödörből indulj, amelyben { seeds } van.
puzzle-miss-fewer = Ez a lépés { $got } kavicsot üt, de van olyan, amely { $count } kavicsot üt. Próbáld újra.
puzzle-miss-slam-nothing = Ez elvinné az ellenfeled összes kavicsát, és ezekben a szabályokban az ilyen nagy slam semmit sem üt. Próbáld újra.
puzzle-miss-not-slam = Ez a lépés nem viszi el az ellenfeled összes kavicsát. Próbáld újra.
puzzle-miss-no-win = E lépés után az ellenfeled védekezni tud. Próbáld újra.
puzzle-miss-loses = E lépés után az ellenfeled kikényszerítheti a győzelmet. Próbáld újra.
puzzle-miss-gives = Akkor az ellenfeled { $count } kavicsot üthetne. Próbáld újra.
puzzle-right = Jó! Az ellenfeled a legjobb védekezéssel válaszol. Te jössz.
puzzle-right-again = Jó! A nagy slam után újra te lépsz: most adj az ellenfelednek úgy, hogy ne tudjon ütni.
puzzle-solved = Megoldva!
puzzle-shown = Ez a megoldás.
puzzle-explain-best = { $move } { $count } kavicsot üt; egyik másik lépés sem üt { $next } kavicsnál többet.
puzzle-explain-win = { $line }: az ellenfeled legjobb védekezése után a játszma { $mine }:{ $theirs } arányban a te javadra ér véget.
# Győzelem egy lépésben: a játszma magával a lépéssel ér véget.
puzzle-explain-win-now = { $move } azonnal befejezi a játszmát: { $mine }:{ $theirs } a te javadra.
puzzle-explain-only = { $move } az egyetlen lépés, amely után az ellenfeled nem tudja kikényszeríteni a győzelmet.
puzzle-explain-feed = { $move } úgy ad kavicsot az ellenfelednek, hogy nem tud ütni; minden más lépés után tudna.
puzzle-explain-slam = { $move } elviszi az ellenfeled összes kavicsát: { seeds }.
puzzle-explain-slam-feed = { $move } elviszi az ellenfeled összes kavicsát ({ seeds }); a szabályok szerint újra te lépsz, és { $feed } úgy ad neki kavicsot, hogy nem tud ütni.
puzzle-hint = Tipp
puzzle-restart = Újrakezdés
puzzle-solution = Mutasd a megoldást
puzzle-next = Következő feladvány
puzzle-leave = Vissza a játszmámhoz
problem-puzzle = nincs ilyen nevű feladvány; a Feladványok listája mindet mutatja
puzzle-turn-solved = A feladvány megoldva.
puzzle-turn-shown = A megoldás a táblán látható.

## Tanulj a hibáidból (a játszmaelemzésből): a játszma minden hibája újra a táblán

mistakes-heading = Tanulj a hibáidból
mistakes-count = { $number }. hiba ({ $total } közül)
mistakes-task-you = { $move }. lépés: itt { pit-article } { $pit } gödörrel léptél, és körülbelül { $count } kavicsot veszítettél vele. Keress jobb lépést!
mistakes-task-player = { $move }. lépés: itt { player } { pit-article } { $pit } gödörrel lépett, és körülbelül { $count } kavicsot veszített vele. Keress jobb lépést!
mistakes-same = Ez az a lépés, amely a játszmában történt. Keress jobbat!
mistakes-wrong = { pit-article-capital } { $pit } gödörrel is körülbelül { $count } kavicsot veszítenél. Próbáld újra!
mistakes-right-best = Helyes! { pit-article-capital } { $pit } a legjobb lépés.
mistakes-right = Helyes! { pit-article-capital } { $pit } ugyanolyan jó, mint a legjobb lépés ({ $best }).
mistakes-shown = A jobb lépés: { $pit }.
mistakes-clue-capture = Van egy lépés, amely { $count } kavicsot üt. Minden gödörnél számold ki, hová esik az utolsó kavics!
mistakes-clue-threat = { pit-article-capital } { $pit } után az ellenfeled { $count } kavicsot üthetett. Keress olyan lépést, amely biztonságban tartja őket!
mistakes-clue-later = A kavicsok néhány lépéssel később vesztek el. Minden lépésnél gondold végig, mit felelhet rá az ellenfeled!
mistakes-hint = Tipp
mistakes-show = Mutasd a jobb lépést
mistakes-skip = Kihagyom
mistakes-next = Következő hiba
mistakes-finish = Az eredményem
mistakes-again = Újrakezdés
mistakes-leave = Vissza a játszmámhoz
mistakes-end = Megtalált jobb lépések: { $found } / { $total }.
mistakes-none = Ebben a játszmában nincs hiba vagy baklövés, amiből tanulhatnál. Szép játék!
mistakes-turn-done = Ez a hiba kész: ha készen állsz, jöhet a következő.

## Állás összeállítása (az állásszerkesztő)

editor-heading = Állás összeállítása
editor-intro = Tegyél kavicsokat bármelyik gödörbe és gyűjtőbe, válaszd ki, ki lép, aztán játszd le az állást, oszd meg, vagy nyomtasd ki feladatlapnak.
editor-open = Állás összeállítása
editor-help = Válassz egy gödröt vagy gyűjtőt a táblán, aztán tegyél bele vagy vegyél ki belőle kavicsot. A táblán a + és a − egy kavicsot tesz be vagy vesz ki, egy számjegy pedig annyi kavicsot tesz bele.
editor-count-pit = Kavicsok { pit-article } { $pit } gödörben
editor-count-store = Kavicsok: { store-name }
editor-less = Eggyel kevesebb kavics
editor-more = Eggyel több kavics
editor-to-move = Ki lép először
editor-feed-turn = Újra lép teljes leütés után (G5)
editor-feed-turn-title = A soron lévő játékos épp elvitte az ellenfél összes kavicsát, és azonnal újra lép; ezzel a lépéssel kavicsot kell adnia neki.
editor-clear = Üres tábla
editor-fill = A hiányzó kavicsok a gyűjtőkbe
editor-fill-title = A még el nem helyezett kavicsokat a két gyűjtőbe teszi, amilyen egyenlően csak lehet
editor-start = Kezdőállás
editor-placed = { $total } kavicsból { $placed } a helyén.
editor-ready = Játszható.
editor-missing = Még elhelyezendő: { seeds }. Tedd őket gödrökbe, vagy a gyűjtőkbe „A hiányzó kavicsok a gyűjtőkbe” gombbal.
editor-extra = Ez { seeds } többlet ehhez a változathoz: vegyél ki néhányat.
editor-over-target = A játszma már véget érne: { player } gyűjtőjében { seeds } van, a cél pedig { $target }.
editor-over-no-capture = A játszma már véget érne: ezen a táblán már nem lehet ütni.
editor-over-stuck = A játszma már véget érne: { player } következne, de nincs szabályos lépése.
editor-play-heading = Az állás lejátszása
editor-play-two = Két játékos
editor-play-south = Dél vagyok, a gép ellen
editor-play-north = Észak vagyok, a gép ellen
editor-link = Hivatkozás másolása
editor-embed = Beágyazás feladványként
editor-print = Feladatlap nyomtatása
editor-leave = Vissza a játszmához
editor-status = Állás összeállítása. A folyamatban lévő játszma megmarad.

## Feladatlap (a feladványok listájában kiválasztva, kinyomtatva)

puzzles-sheet-heading = Nyomtatható feladatlap
puzzles-sheet-intro = Jelöld be a nyomtatandó feladványokat, vagy válaszd a hét hat feladványát (a játszott változatból, szintenként kettőt). Minden feladvány a kavicsok számával és írásra szolgáló sorokkal együtt jelenik meg; a megoldások egy külön utolsó lapra kerülnek.
puzzles-sheet-add = A feladatlapra
puzzles-sheet-add-label = { $number }. feladvány: { puzzles-sheet-add }
puzzles-sheet-week = A hét 6 feladványa
puzzles-sheet-print = Feladatlap nyomtatása

## The Puzzles list's filter, and what this week's six were chosen from
puzzles-filter-variant = Változat
puzzles-filter-level = Szint
puzzles-filter-all-variants = Minden változat
puzzles-filter-all-levels = Minden szint
puzzles-filter-none = Ebben a változatban nincs ilyen szintű feladvány: válassz másik szintet.
puzzles-week-own = Bejelölve hat feladvány a játszott változatból: { $variant }.
puzzles-week-mixed = Bejelölve a játszott változat, { $variant }, összes feladványa ({ $own }), és további { $others } a hozzá legközelebbi változatokból.
puzzles-week-none = Ezekkel a szabályokkal nincs feladvány: bejelölve hat a legközelebbi változatokból.

sheet-puzzles-heading = Wari — feladványok
sheet-puzzle = { $number }. feladvány
sheet-name = Név: ______________________   Dátum: ____________
sheet-answers = Megoldások
