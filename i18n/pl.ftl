### Wari: teksty strony po polsku.
### Słownictwo z polskiej encyklopedii: dołek, magazyn, ziarno, rozsiewać, zbijać, wielkie zbicie, karmienie.
### Te same komunikaty i te same { $zmienne } co w en.ftl (pliku wzorcowym, tam też opis składni).

## Gracze, ziarna i wyliczenia

# Nazwy graczy w przypadkach: { -south(case: "genitive") } = „Południa”.
-south = { $case ->
   *[nominative] Południe
    [genitive] Południa
}
-north = { $case ->
   *[nominative] Północ
    [genitive] Północy
}
player = { $player ->
    [south] { -south }
   *[north] { -north }
}
seeds = { $count ->
    [one] { $count } ziarno
    [few] { $count } ziarna
   *[many] { $count } ziaren
}
list-and = { $items } i { $last }
list-or = { $items } lub { $last }

## Strona

page-title = Wari — zagraj w Oware w przeglądarce
tagline = Mankala z Afryki Zachodniej i Karaibów
language = Język
how-to-play = Jak grać?
close = Zamknij
board-label = Plansza do wari
vs-computer = Gra z komputerem
two-players = Dwie osoby
mode-label = Kto gra
new-game = Nowa partia
new-game-title = Zacznij od początku (zaczyna się też nowy mecz)
next-game = Następna partia
undo = Cofnij
redo = Ponów
hint = Podpowiedź
flip = Obróć planszę
end-agreement = Zakończ za zgodą
end-agreement-title = Ziarna krążą w kółko bez zbić: zakończ partię i podziel pozostałe ziarna według zasad tej odmiany
play-on = Graj dalej od tego miejsca
players = Gracze
human = Człowiek
computer-level = Komputer, poziom { $level } ({ $name })
level-1 = początkujący
level-2 = łatwy
level-3 = średni
level-4 = klubowy
level-5 = silny
level-6 = najsilniejszy
rules-heading = Zasady
variant = Odmiana
custom-option = Własne zasady
custom = Własne zasady
custom-intro = Ustaw wszystko po swojemu. Jeśli według takich zasad nie da się grać, gra wyjaśni dlaczego.
f-pits = Liczba dołków w rzędzie (3–10)
f-seeds = Liczba ziaren w dołku (1–10)
f-captures = Liczby ziaren, które się zbija (np. 2,3)
f-chain = Zbicie łańcuchowe
chain-back = wstecz
chain-both = wstecz i do przodu
f-slam = Wielkie zbicie (wszystkie ziarna przeciwnika)
slam-g1 = dozwolone, ale nic nie zbija
slam-g2 = zabronione
slam-g3 = dozwolone
slam-g4 = dozwolone, gdy daje wygraną
slam-g5 = dozwolone, potem karmienie
f-feed = Karmienie przeciwnika
feed-must = obowiązkowe, gdy nie ma ziaren
feed-none = nieobowiązkowe
f-target = Ziarna potrzebne do wygranej (puste pole: ponad połowa)
f-cycle = Gdy ziarna krążą bez końca, pozostałe ziarna
cycle-name-side-owner = bierze właściciel strony
cycle-name-last-capturer = bierze ostatni zbijający
cycle-name-not-counted = nie liczą się
f-end = Gdy na planszy nie da się już nic zbić
end-name-standard = gra toczy się dalej (do cyklu)
end-name-no-capture = partia się kończy (E5)
f-start = Kto zaczyna
f-rows = Rzędy dołków
rows-name-two = 2 rzędy
rows-name-three = 3 rzędy (jedna pętla)
rows-name-four = 4 rzędy (po dwa na gracza)
f-pits-three = Liczba dołków w rzędzie (4, 6 lub 8)
f-pits-four = Liczba dołków w rzędzie (4–12)
custom-four-note = Na czterech rzędach każdy gracz sieje tylko wokół swoich dwóch rzędów i zbija leżące naprzeciwko dołki przeciwnika: liczby ziaren, które się zbija, łańcuch, wielki szlem, obowiązek karmienia i koniec, gdy nie da się już nic zbić, nie są tu ustawieniami.
apply-custom = Graj według tych zasad
custom-error = Według tych zasad nie da się grać: { $reason }.
group-international = Międzynarodowe
group-hungary = Węgry
group-poland = Polska
group-spain = Hiszpania
group-antigua = Antigua i Barbuda
group-rows = Trzy i cztery rzędy
match-heading = Mecz
match-single = Jedna partia
match-7-games = 7 partii, zaczyna przegrany
match-first-to-6 = Do 6 wygranych partii
moves-heading = Ruchy
no-moves = Jeszcze nie ma ruchów.
move-list-label = Ruchy tej partii; wybierz jeden, aby zobaczyć planszę po nim
copy-moves = Kopiuj ruchy
copy-link = Kopiuj link
copied = Skopiowano.
copy-manual = Zaznacz tekst w polu i skopiuj go.
share-label = Ruchy lub link do udostępnienia
settings = Ustawienia
animation = Animacja
speed-off = Wyłączona
speed-fast = Szybka
speed-normal = Zwykła
speed-slow = Powolna
reduced-motion = Twoje urządzenie prosi o ograniczenie animacji, więc ruchy w grze pokazujemy od razu.
dismiss = Zamknij
saved-ignored = Nie udało się przywrócić zapisanej partii (była uszkodzona albo zapisała ją starsza wersja gry), więc zaczęła się nowa.
editor-saved-ignored = Nie udało się przywrócić ustawianej pozycji, więc edytor jest zamknięty i widać twoją partię.
practice-saved-ignored = Nie udało się przywrócić twojego wyniku z ćwiczenia liczenia, więc liczy się od zera.
no-worker = W tej przeglądarce komputer myśli wewnątrz strony, więc strona może się na chwilę zatrzymać.
thinking = { player } myśli…
preparing = Komputer się przygotowuje… { $percent }%
your-move = Twój ruch: wybierz jeden z dołków z obwódką.
to-move = Teraz gra { player }.
viewing = Oglądasz planszę po ruchu { $ply } z { $plies }. Przycisk „Ponów” idzie dalej; jeśli zagrasz tutaj, nowy ruch zastąpi dalsze ruchy.
hint-thinking = Szukam dobrego ruchu…
hint-result = Podpowiedź: zagraj z dołka { $pit }. { $evaluation }
eval-won = Dobrą grą na pewno wygrasz.
eval-clearly-ahead = Wyraźnie prowadzisz.
eval-slightly-ahead = Masz lekką przewagę.
eval-even = Partia jest mniej więcej wyrównana.
eval-slightly-behind = Jesteś trochę w tyle.
eval-clearly-behind = Jesteś wyraźnie w tyle.
eval-lost = Według komputera partia jest przegrana; ten ruch pozwala bronić się najdłużej.
game-started = Nowa partia: { $variant }.
error-title = Coś poszło nie tak
error-text = Gra napotkała nieoczekiwany błąd. Zacznij nową partię, aby grać dalej; komunikat poniżej pomoże nam naprawić błąd.
load-error-text = Gra nie mogła się uruchomić w tej przeglądarce. Spróbuj nowej partii lub innej przeglądarki; komunikat poniżej pomoże nam naprawić błąd.
help-1 = W wari grają dwie osoby na planszy z dwoma rzędami dołków. Twoje są dołki w rzędzie bliżej ciebie i duży magazyn po twojej prawej. Cel gry: zdobyć więcej ziaren niż przeciwnik.
help-2 = W swoim ruchu wybierz jeden ze swoich dołków (te z obwódką). Jego ziarna rozsiewa się po jednym do kolejnych dołków, przeciwnie do ruchu wskazówek zegara, przez oba rzędy. Do magazynów się nie sieje.
help-3 = Jeśli twoje ostatnie ziarno wpadnie do dołka przeciwnika i będą tam 2 lub 3 ziarna, zbijasz je. Potem spójrz na dołek przed nim: jeśli też należy do przeciwnika i ma 2 lub 3 ziarna, je także zbijasz, i tak dalej wstecz. (W niektórych odmianach zbija się inne liczby ziaren albo łańcuch idzie też do przodu: zobacz zasady w panelu.)
help-4 = W większości odmian, jeśli przeciwnikowi nie zostały żadne ziarna, musisz wykonać ruch, który mu jakieś da.
help-5 = Partia kończy się, gdy któryś magazyn ma dość ziaren do wygranej, gdy gracz, który ma ruch, nie może go wykonać, albo gdy pozycja się powtórzy.
help-6 = Klawiatura: klawiszem Tab przejdź do planszy, strzałkami wybierz dołek, a Enterem lub spacją rozsiej ziarna. „Cofnij” cofa ostatni ruch.
help-7 = W panelu wybierzesz odmianę, poziom komputera albo grę we dwoje. Partia zostaje zapisana, nawet gdy zamkniesz stronę.
help-three-1 = Ta plansza ma trzy rzędy dołków. Twoje są dolny rząd i prawa połowa środkowego rzędu (mają pasek twojego koloru); przeciwnika — górny rząd i lewa połowa środkowego. Twój magazyn to duży dołek po twojej prawej. Cel gry: zdobyć więcej ziaren niż przeciwnik.
help-three-2 = W swoim ruchu wybierz jeden ze swoich dołków (te z obwódką). Jego ziarna rozsiewa się po jednym do kolejnych dołków wzdłuż jednej pętli przez wszystkie dołki, tak jak pokazują strzałki: w prawo dolnym rzędem, z powrotem prawą połową środkowego, w lewo górnym rzędem, a potem lewą połową środkowego i znów w dół do dolnego rzędu. Do magazynów się nie sieje.
help-three-3 = Jeśli twoje ostatnie ziarno wpadnie do dołka przeciwnika i będą tam 2 lub 3 ziarna, zbijasz je. Potem spójrz na dołek przed nim na pętli: jeśli też należy do przeciwnika i ma 2 lub 3 ziarna, je także zbijasz, i tak dalej. Dwie połowy środkowego rzędu stykają się, ale na pętli nie są sąsiadami. (W niektórych odmianach zbija się inne liczby ziaren albo łańcuch idzie też do przodu: zobacz zasady w panelu.)
help-four-1 = Ta plansza ma cztery rzędy dołków. Twoje są dwa rzędy bliżej ciebie: zewnętrzny i wewnętrzny. Twój magazyn to duży dołek po twojej prawej. Cel gry: zdobyć więcej ziaren niż przeciwnik.
help-four-2 = W swoim ruchu wybierz jeden ze swoich dołków (te z obwódką). Jego ziarna rozsiewa się po jednym tylko wokół twoich dwóch rzędów, tak jak pokazują strzałki: w prawo zewnętrznym rzędem, z powrotem w lewo wewnętrznym i znów dookoła. Nigdy nie siejesz do rzędów przeciwnika ani do magazynów.
help-four-3 = Jeśli twoje ostatnie ziarno wpadnie do twojego rzędu wewnętrznego, spójrz na dołek wewnętrzny przeciwnika w tej samej kolumnie: jeśli ma ziarna, zbijasz je razem z ziarnami z dołka zewnętrznego przeciwnika za nim.
help-four-4 = Nie ma obowiązku karmienia: gracz, który nie ma już ziaren po swojej stronie, nie może wykonać ruchu i partia się kończy.
rules-of = Zasady tej odmiany
start-position = Początek
computer-turn = Teraz kolej komputera; poczekaj na jego ruch.
move-label = Ruch { $number }: { $pit }
ai-error = Komputer nie mógł wykonać ruchu: { $reason }
update-ready = Nowa wersja gry Wari jest gotowa. Uruchomi się przy następnym otwarciu gry.
update-now = Użyj jej teraz

## Plansza, dla czytników ekranu

pit-label = { $pit }, { seeds }
pit-playable = można zagrać
pit-suggested = podpowiadany ruch
store-name = Magazyn { $player ->
        [south] { -south(case: "genitive") }
       *[north] { -north(case: "genitive") }
    }
store-label = { store-name }, { seeds }

## Co zrobił ruch (Południe jest rodzaju nijakiego, Północ żeńskiego)

move-sown = { player } { $player ->
        [south] rozsiało
       *[north] rozsiała
    } ziarna z dołka { $pit }
move-captured = { player } { $player ->
        [south] rozsiało ziarna z dołka { $pit } i zbiło
       *[north] rozsiała ziarna z dołka { $pit } i zbiła
    } { $captures }
move-capture-first = { seeds } z dołka { $pit }
move-capture-next = { $count } z dołka { $pit }
move-grand-slam = { player } { $player ->
        [south] rozsiało ziarna z dołka { $pit } i zbiło
       *[north] rozsiała ziarna z dołka { $pit } i zbiła
    } { $captures }, czyli wszystkie ziarna przeciwnika
move-grand-slam-uncaptured = { player } { $player ->
        [south] rozsiało
       *[north] rozsiała
    } ziarna z dołka { $pit }: ten ruch zbiłby wszystkie ziarna przeciwnika, więc według tych zasad nic nie zbija
move-extra-turn = { $move }; { player } gra ponownie i musi dać przeciwnikowi ziarna
move-sentence = { $move }.
# Gdy ziarna ruchu są jeszcze rozsiewane na planszy.
move-sowing = { player } rozsiewa ziarna z dołka { $pit }…

## Koniec partii

game-over = Koniec partii: { $reason }. { $result }
ending-target = jeden z magazynów ma już { seeds }
ending-stuck = { player } nie może wykonać ruchu, więc każdy bierze ziarna ze swojej strony
ending-cycle = pozycja się powtórzyła (niekończący się cykl), więc { $cycle }
ending-agreement = gracze zgodzili się ją zakończyć, więc { $cycle }
ending-no-capture = ziaren na planszy nie da się już zbić, więc { $cycle }
cycle-side-owner = każdy gracz bierze ziarna ze swojej strony
cycle-last-capturer = pozostałe ziarna dostaje gracz, który ostatni zbijał (jeśli nikt nie zbijał, nie liczą się)
cycle-not-counted = pozostałe ziarna się nie liczą
cycle-to-last-capturer = pozostałe ziarna dostaje { player }, { $player ->
        [south] które zbijało jako ostatnie
       *[north] która zbijała jako ostatnia
    }
cycle-nobody-captured = ponieważ nikt jeszcze nie zbijał, pozostałe ziarna się nie liczą
result-win = Wygrywa { player }, { $won } do { $lost }.
result-draw = Remis, { $south } do { $north }.

## Mecze

match-games = { $count } { $count ->
        [one] partia
        [few] partie
       *[many] partii
    }
match-first-to = Do { $count } wygranych partii
match-score = Wygrane partie: { -south } { $south }, { -north } { $north }, remisy { $draws }.
match-score-of = Wygrane partie: { -south } { $south }, { -north } { $north }, remisy { $draws } (rozegrano { $played } z { $total }).
match-won = { player } wygrywa mecz!
match-drawn = Mecz zakończył się remisem.

## Warianty i skąd pochodzą ich zasady

variant-abapa = Oware Abapa (międzynarodowe)
    .origin = Zasady międzynarodowych turniejów Oware.
variant-hu-wari = Szkolne (wolno zbić wszystko)
    .origin = Zasady węgierskiego nauczyciela z dodatkiem, który pozwala zbić wszystko; tak grano na mistrzostwach Hétpróba.
variant-hu-wari-win = Wielkie zbicie tylko z wygraną
    .origin = Drugi dodatek tego samego nauczyciela: zbić wszystko wolno tylko ruchem, który wygrywa.
variant-hetproba = Wari Hétpróba (bez karmienia)
    .origin = Uproszczona odmiana turniejowa tego samego nauczyciela, bez obowiązku karmienia.
variant-wari-72 = 72 ziarna (zbicie 2, 4, 6)
    .origin = Odmiana z 72 ziarnami opisana przez węgierskiego nauczyciela.
variant-wari-pl = Zasady polskie (mecz 7 partii)
    .origin = Zasady z polskiej encyklopedii, w meczu 7 partii.
variant-adaua = Adaua (parzyste liczby ziaren)
    .origin = Odmiana z polskiej encyklopedii: zbija się parzyste liczby ziaren.
variant-wari-72-pl = 72 ziarna, zbicie w obie strony
    .origin = Odmiana z polskiej encyklopedii z 72 ziarnami.
variant-numeros = Szkolne z Hiszpanii (Números)
    .origin = Z hiszpańskiego czasopisma o dydaktyce matematyki Números.
variant-antigua = Warri z Antigui
    .origin = Warri w wersji z Antigui i Barbudy, gdzie jest grą narodową.
variant-numeros-3 = Wari na trzech rzędach (Números)
    .origin = Strona Números zachęca do gry na trzech rzędach; jedna pętla siewu biegnie przez wszystkie dołki, jak na trzyrzędowych planszach z Etiopii.
variant-moruba = Moruba, cztery rzędy
    .origin = Moruba ludu Pedi z Republiki Południowej Afryki, na czterech rzędach, według opisu Malesy (2012).

## Zasady wariantu

rules-board = { $pits } { $pits ->
        [one] dołek
        [few] dołki
       *[many] dołków
    } w rzędzie, w każdym { $seeds } { $seeds ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }, razem { $total } { $total ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }. Twoje są dołki w rzędzie przed tobą i magazyn po twojej prawej.
rules-sowing = W swoim ruchu wyjmij wszystkie ziarna z jednego ze swoich dołków i rozsiej je po jednym do kolejnych dołków, przeciwnie do ruchu wskazówek zegara, także do dołków przeciwnika. Do magazynów się nie sieje. Jeśli rozsiew obiegnie całą planszę, dołek, z którego pobrano ziarna, się pomija — zostaje pusty.
# Rzeczownik zgadza się z ostatnią liczbą wyliczenia ($last): „2 lub 3 ziarna”, „2, 4, 6 lub 8 ziaren”.
rules-capture = Jeśli ostatnie ziarno wpadnie do dołka przeciwnika i dołek ma wtedy { $captures } { $last ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }, zbijasz je: trafiają do twojego magazynu.
rules-chain-back = Potem tak samo sprawdza się poprzedni dołek i kolejne wstecz: dopóki należą do przeciwnika i mają { $captures } { $last ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }, je także zbijasz. Pierwszy dołek, który tego nie spełnia, przerywa łańcuch.
rules-chain-both = Potem tak samo sprawdza się dołki przed nim i za nim, w obie strony: dopóki należą do przeciwnika i mają { $captures } { $last ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }, je także zbijasz. Pierwszy dołek, który tego nie spełnia, przerywa łańcuch w tę stronę.
rules-slam-g1 = Ruch, który zbiłby wszystkie ziarna przeciwnika (wielkie zbicie), wolno wykonać, ale nic wtedy nie zbija.
rules-slam-g2 = Nie wolno zbić wszystkich ziaren przeciwnika i opróżnić wszystkich jego dołków, chyba że każdy możliwy ruch by to zrobił; wtedy ruch się wykonuje, ale nic nie zbija.
rules-slam-g3 = Wolno zbić wszystkie ziarna przeciwnika; wtedy przeciwnik nie może wykonać ruchu i partia się kończy.
rules-slam-g4 = Wszystkie ziarna przeciwnika wolno zbić tylko wtedy, gdy tym ruchem wygrywasz partię; w przeciwnym razie ruch wolno wykonać, ale nic nie zbija.
rules-slam-g5 = Wolno zbić wszystkie ziarna przeciwnika; wtedy od razu grasz jeszcze raz i tym ruchem musisz dać mu ziarna.
rules-feed-must = Jeśli przeciwnik nie ma ziaren, musisz wykonać ruch, który mu je da. Jeśli żaden ruch tego nie zrobi, partia się kończy.
rules-feed-none = Nie ma obowiązku karmienia: gracz bez ziaren nie może wykonać ruchu i partia się kończy.
rules-end = Partia kończy się, gdy tylko któryś magazyn ma co najmniej { seeds }; ziarna pozostałe na planszy się nie liczą. Gdy gracz, który ma ruch, nie może go wykonać, partia też się kończy i każdy bierze ziarna ze swojej strony.
rules-cycle = Jeśli ta sama pozycja powtórzy się (niekończący się cykl), partia się kończy i { $cycle }. Gracze mogą też za zgodą zakończyć taką partię, według tej samej zasady.
rules-no-capture = Gdy na planszy jest { $bound } ziaren lub mniej, partia kończy się też, gdy żadnymi ruchami obu graczy nie da się już nic zbić (ta zasada poprzedza regułę o graczu, który nie może wykonać ruchu); wtedy { $cycle }.
rules-winner = Wygrywa ten, kto ma więcej ziaren w magazynie; przy równej liczbie jest remis.
rules-winner-starter = Wygrywa ten, kto ma więcej ziaren w magazynie; przy równej liczbie jest remis. Zaczyna { player }.
rules-winner-first-game = Wygrywa ten, kto ma więcej ziaren w magazynie; przy równej liczbie jest remis. Pierwszą partię zaczyna { player }.
rules-match-games = Mecz składa się z { $count } partii. Kto zaczyna pierwszą partię, rozstrzyga losowanie; potem następną partię zaczyna przegrany (po remisie ten, kto nie zaczynał poprzedniej).
rules-match-first-to = Mecz wygrywa ten, kto pierwszy wygra { $count } { $count ->
        [one] partię
        [few] partie
       *[many] partii
    }; partie zaczyna się na zmianę.

rules-board-three = Trzy rzędy po { $pits } { $pits ->
        [one] dołek
        [few] dołki
       *[many] dołków
    }, w każdym { $seeds } { $seeds ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }, razem { $total } { $total ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }. Twoje są dołki w rzędzie przed tobą i połowa środkowego rzędu po twojej prawej; dołki każdego gracza mają taką samą ramkę ({ -south }: ciągłą, { -north }: przerywaną). Twój magazyn jest po twojej prawej.
rules-sowing-three = W swoim ruchu wyjmij wszystkie ziarna z jednego ze swoich dołków i rozsiej je po jednym do kolejnych dołków wzdłuż pętli, którą pokazują strzałki: w prawo wzdłuż swojego rzędu, z powrotem przez swoją połowę środkowego rzędu, a potem tak samo przez dołki przeciwnika. Do magazynów się nie sieje. Jeśli rozsiew obiegnie całą pętlę, dołek, z którego pobrano ziarna, się pomija.
rules-neighbours-three = „Poprzedni” i „następny” zawsze według strzałek: dwie połowy środkowego rzędu stykają się, ale nie są sąsiadami, więc łańcuch kończy się tam, gdzie kończą się dołki przeciwnika.
rules-board-four = Cztery rzędy po { $pits } { $pits ->
        [one] dołek
        [few] dołki
       *[many] dołków
    }, w każdym { $seeds } { $seeds ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }, razem { $total } { $total ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }. Twoje są dwa rzędy najbliżej ciebie; twój magazyn jest po twojej prawej.
rules-sowing-four = W swoim ruchu wyjmij wszystkie ziarna z jednego ze swoich dołków i rozsiej je po jednym wokół swoich dwóch rzędów, jak pokazują strzałki: w prawo wzdłuż rzędu zewnętrznego, z powrotem w lewo wzdłuż wewnętrznego i znowu dookoła. Nigdy nie sieje się do dołków przeciwnika ani do magazynów. Jeśli rozsiew obiegnie całą pętlę, dołek, z którego pobrano ziarna, się pomija.
rules-capture-four = Jeśli ostatnie ziarno wpadnie do twojego rzędu wewnętrznego, a leżący naprzeciwko dołek wewnętrzny przeciwnika ma ziarna, zbijasz je razem z ziarnami z dołka zewnętrznego przeciwnika za nim. Nic więcej się nie zbija.

## Ruchy, których nie można wykonać

illegal-move = Nie można zagrać z dołka { $pit }: { $reason }.
illegal-game-over = partia się skończyła
illegal-no-such-pit = nie ma takiego dołka
illegal-not-your-pit = ten dołek należy do { $owner ->
        [south] { -south(case: "genitive") }
       *[north] { -north(case: "genitive") }
    }, a teraz gra { $mover ->
        [south] { -south }
       *[north] { -north }
    }
illegal-empty = ten dołek jest pusty
illegal-must-feed = przeciwnik nie ma ziaren, więc musisz wykonać ruch, który mu je da
illegal-forbidden-grand-slam = ten ruch zbiłby wszystkie ziarna przeciwnika, a te zasady na to nie pozwalają

## Zasady, według których nie da się grać

rules-error-unknown-preset = „{ $id }” to nieznany wariant; wybierz jeden z nich: { $ids }
rules-error-not-key-value = „{ $part }” należy zapisać jako klucz=wartość
rules-error-unknown-key = nie ma ustawienia „{ $key }”
rules-error-bad-value = „{ $value }” nie jest poprawną wartością ustawienia „{ $key }”
rules-error-pits = rząd musi mieć od 3 do 10 dołków, a nie { $pits }
rules-error-seeds = w dołku na początku musi być od 1 do 10 ziaren, a nie { $seeds }
rules-error-no-captures = wybierz co najmniej jedną liczbę ziaren do zbicia
rules-error-capture-count = przy tej liczbie dołków i ziaren nigdy nie da się zbić { seeds } z jednego dołka; wybierz liczby od 1 do liczby wszystkich ziaren
rules-error-target = nie da się zebrać { seeds }; wybierz liczbę od 1 do liczby wszystkich ziaren
rules-error-no-capture-end = koniec, gdy nie da się już nic zbić (end=no-capture), wymaga zbijania przy { $max } ziarnach lub mniej; najmniejsza wybrana liczba to { $smallest }
rules-error-rows = plansza ma 2, 3 albo 4 rzędy, a nie { $rows }
rules-error-row-pits-three = plansza z trzema rzędami potrzebuje parzystej liczby dołków w rzędzie, od 4 do 8, a nie { $pits }
rules-error-row-pits-four = plansza z czterema rzędami potrzebuje od 4 do 12 dołków w rzędzie, a nie { $pits }
rules-error-not-on-four-rows = „{ $key }” nie jest ustawieniem przy czterech rzędach: każdy sieje tylko w swoich dwóch rzędach i zbija dołki naprzeciwko (L4-C)
rules-error-too-many-seeds = partia może mieć najwyżej 200 ziaren, a nie { $seeds }; wybierz mniej ziaren w dołku

## Pozycje, które nie pasują do zasad gry

setup-error-odd-pits = ta pozycja ma { $found } { $found ->
        [one] dołek
        [few] dołki
       *[many] dołków
    }, a z takiej liczby nie da się ułożyć dwóch rzędów
setup-error-pits-a-side = ta pozycja ma { $found } { $found ->
        [one] dołek
        [few] dołki
       *[many] dołków
    } na gracza, a wariant ma ich { $expected }
setup-error-seeds = ta pozycja ma { $found } { $found ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }, a wariant przewiduje { $expected } { $expected ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }
setup-error-both-targets = oba magazyny ({ $south } i { $north }) mają co najmniej { $target } { $target ->
        [one] ziarno
        [few] ziarna
       *[many] ziaren
    }, choć partia kończy się, gdy pierwszy osiągnie ten cel
setup-error-feed-turn = { $letter }+ oznacza dodatkowy ruch po wielkim zbiciu według reguły G5, po którym przeciwnik nie ma ziaren; tutaj nie pasuje

## Zapisy, których nie da się odczytać

notation-error-line = wiersz { $line }, kolumna { $column }: { $reason }
notation-error-character = znak { $column }: { $reason }
notation-move-number = numer ruchu zapisuje się z kropką, np. 12. (ruchy to litery)
notation-not-a-letter = „{ $found }” nie jest literą dołka; użyj { $south-first }-{ $south-last } dla Południa i { $north-first }-{ $north-last } dla Północy
notation-illegal = ruchu { $number } („{ $pit }”) nie można wykonać: { $reason }
notation-too-few-parts = pozycja to dołki, dwa magazyny i gracz, który ma ruch (np. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S); liczba części: { $found }
notation-not-a-player = ostatnia część musi być S albo N (gracz, który ma ruch), a nie „{ $found }”
notation-pit-count = każdy gracz ma od 3 do 24 dołków, więc przed dwoma magazynami musi stać parzysta liczba liczb, od 6 do 48; tu jest ich { $found }
notation-not-seeds = „{ $found }” ({ $place }) nie jest liczbą ziaren od 0 do { $max }
notation-place-pit = dołek { $pit }
notation-place-store = magazyn { $player ->
        [south] { -south(case: "genitive") }
       *[north] { -north(case: "genitive") }
    }
notation-too-many-seeds = na planszy może być najwyżej { $max } ziaren; na tej jest { $found }
notation-tag-brackets = znacznik zapisuje się jako [Nazwa "wartość"]
notation-tag-parts = znacznik musi mieć nazwę i wartość
notation-tag-quotes = wartość znacznika zapisuje się w cudzysłowie
notation-tag-name = „{ $name }” nie jest nazwą znacznika (tylko litery i cyfry)
notation-result-tag = wynik „{ $found }” powinien mieć postać 1-0, 0-1, 1/2-1/2 albo *

## Komputer nie mógł odpowiedzieć

request-error = { $part ->
        [rules] zasady
        [position] pozycja
       *[moves] ruchy
    }: { $reason }
request-not-a-request = nie udało się odczytać zapytania

## Moduł pomocniczy komputera zawiódł: komputer myśli dalej wewnątrz strony

worker-stopped = Moduł pomocniczy komputera przestał działać, więc komputer myśli teraz wewnątrz strony (strona może się na chwilę zatrzymać).
worker-garbled = Moduł pomocniczy komputera podał odpowiedź, której nie da się odczytać, więc komputer myśli teraz wewnątrz strony (strona może się na chwilę zatrzymać).
worker-silent = Moduł pomocniczy komputera nie odpowiedział na czas, więc komputer myśli teraz wewnątrz strony (strona może się na chwilę zatrzymać).
engine-unavailable = Nie udało się wczytać gracza komputerowego (czy nie ma połączenia?), więc teraz po obu stronach grają ludzie. Odśwież stronę, aby znów zagrać z komputerem.
page-loading = Wczytywanie gry Wari…
page-description = Graj w wari (oware) w przeglądarce: wszystkie odmiany, komputer jako przeciwnik, plansze do wydruku i osadzania na innych stronach.
page-noscript = Wari do działania potrzebuje JavaScriptu i WebAssembly.

## Ustawienia z linku, których nie użyto

notice-not-used = Nie użyto ustawienia z linku { $param }=„{ $value }”: { $reason }.
notice-moves-kept = Ruchy z linku „{ $value }” wykonano tylko do miejsca błędu: { $reason }.
problem-language = dostępne języki to { $languages }
problem-seat = użyj human albo ai-1 … ai-{ $levels }
problem-flag = użyj 0 albo 1
problem-choice = użyj { $values }
language-not-loaded = Nie udało się wczytać tekstów w języku: { $language }; strona zostaje po polsku.
print-unavailable = Nie udało się wczytać widoku do druku: sprawdź połączenie i spróbuj ponownie.
# Wariant wybrany w trakcie partii: zaczęła się nowa, a poprzednia została odłożona; przycisk ją przywraca.
variant-changed = Nowa partia: { $variant }. Twoja partia ({ $previous }) została odłożona.
variant-changed-undo = Cofnij

## Druk i osadzanie

print-embed-heading = Druk i osadzanie
print-board = Drukuj planszę
print-board-title = Pusta plansza w naturalnej wielkości do gry fasolą lub kamykami, oraz zasady
print-position = Drukuj tę pozycję
print-position-title = Plansza w obecnym stanie z liczbą ziaren, jako karta pracy
embed-button = Osadź…
embed-button-title = Umieść tę planszę na stronie szkoły lub na blogu
embed-heading = Osadź tę planszę na stronie internetowej
embed-intro = Wklej ten kod na swoją stronę lub blog. Plansza otworzy się z odmianą, językiem i graczami wybranymi tutaj.
embed-controls = Pokaż przyciski pod planszą (cofnij, nowa partia…)
embed-position = Zacznij od pozycji, która jest teraz na planszy (zadanie)
embed-iframe-label = Kod HTML
embed-script-label = Albo ze skryptem, który dopasowuje wysokość planszy do strony
embed-copy = Kopiuj
embed-open-full = Otwórz pełną grę
embed-frame-title = Plansza Wari: { $variant }
print-now = Drukuj
print-back = Wróć do gry
print-preview-note = Drukuj na papierze A4 lub Letter, poziomo, w skali 100% (bez „dopasuj do strony”), aby dołki miały { $size } cm.
sheet-of = Arkusz { $sheet } z { $sheets }
sheet-cut = tnij
sheet-glue = tu przyklej arkusz { $sheet }
sheet-assemble = Przytnij arkusz { $sheet } wzdłuż przerywanej linii i przyklej go na szary pasek arkusza { $next }, tak by znaczniki się pokryły.
sheet-sowing = Ziarna sieje się przeciwnie do ruchu wskazówek zegara
sheet-assemble-right = Przytnij arkusz { $sheet } wzdłuż przerywanej linii po prawej i przyklej go na szary pasek po lewej stronie arkusza { $next }, tak by znaczniki się pokryły.
sheet-assemble-below = Przytnij arkusz { $sheet } wzdłuż przerywanej linii na dole i przyklej go na szary pasek u góry arkusza { $next }, tak by znaczniki się pokryły.
sheet-sowing-three = Ziarna sieje się zgodnie ze strzałkami, jedną pętlą przez wszystkie dołki; dołki każdego gracza mają taką samą ramkę ({ -south }: ciągłą, { -north }: przerywaną)
sheet-sowing-four = Każdy gracz sieje tylko dookoła swoich dwóch rzędów, zgodnie ze strzałkami; dołki każdego gracza mają taką samą ramkę ({ -south }: ciągłą, { -north }: przerywaną)
sheet-rules-heading = Zasady: { $variant }
sheet-setup = Na początek włóż { $seeds } do każdego dołka. Każdy gracz siedzi po stronie oznaczonej swoją nazwą; magazyn po twojej prawej jest twój.
sheet-position-heading = { $variant }: pozycja
sheet-question = Jaki ruch wybierasz i dlaczego?
sheet-play-online = Graj online: { $address }
sheet-position-text = Pozycja: { $position }
sheet-moves-so-far = Dotychczasowe ruchy: { $moves }
sheet-board-label = Plansza do wydruku

## Arkusz analizy partii do wydruku: wykres, błędy z lepszym ruchem i plansze trzech najdroższych ruchów

review-sheet-heading = Wari — analiza partii: { $variant }
review-sheet-chart = Przewaga w ziarnach w trakcie partii: nad linią prowadzi { -south }, pod nią { -north }.
review-sheet-axis-move = Ruch
review-sheet-player = Gracz
review-sheet-moves = Ruchy
review-sheet-inaccuracies = Niedokładności
review-sheet-mistakes = Błędy
review-sheet-blunders = Grube błędy
review-sheet-seeds-lost = Oddane ziarna
review-sheet-list = Błędy i grube błędy z lepszym ruchem
review-sheet-played = Zagrany
review-sheet-better = Lepszy
review-sheet-judgement = Ocena
review-sheet-inaccuracy = niedokładność
review-sheet-mistake = błąd
review-sheet-blunder = gruby błąd
review-sheet-none = W tej partii nie ma błędów ani grubych błędów.
review-sheet-costliest = Najdroższe ruchy
review-sheet-board = Ruch { $move }: zagranie { $player ->
        [south] { -south(case: "genitive") }
       *[north] { -north(case: "genitive") }
    } z dołka { $pit } kosztowało { seeds }. Lepszy: { $best }.
review-sheet-marks = Przerywane kółko oznacza zagrany ruch, grube kółko — lepszy ruch.
review-sheet-game = Partia: { $moves }

## Pierwsza partia z przewodnikiem

lesson-heading = Pierwsza partia
lesson-intro = Pierwszy raz grasz w wari? Poznaj zasady w kilku krótkich krokach na planszy, według wybranych zasad.
lesson-start = Zacznij partię z przewodnikiem
lesson-title = Krok { $number } z { $total }
lesson-topic-sowing = Sianie
lesson-topic-store = Magazyn
lesson-topic-capture = Zbieranie
lesson-topic-chain = Łańcuch
lesson-topic-lap = Pełne okrążenie
lesson-topic-grand-slam = Wszystkie ziarna naraz
lesson-topic-feeding = Dawanie ziaren
lesson-topic-end = Koniec partii
lesson-task-sowing = Twoje dołki to dolny rząd. Weź wszystkie ziarna z dołka { $pit } (tego w kółku) i rozsiej je.
lesson-task-sowing-rows = Twoje dołki to te z wielkimi literami (A, B, C …). Weź wszystkie ziarna z dołka { $pit } (tego w kółku) i rozsiej je.
lesson-task-store = Twój magazyn jest na prawym końcu twojego rzędu. Rozsiej dołek { $pit } i zobacz, dokąd trafią jego ziarna.
lesson-task-capture = Znajdź ruch, którego ostatnie ziarno spada do dołka Północy i robi w nim { $counts }.
lesson-task-capture-rows = Znajdź ruch, którego ostatnie ziarno spada do twojego wewnętrznego rzędu, naprzeciw ziaren Północy.
lesson-task-chain = Znajdź ruch, który zbiera z więcej niż jednego dołka.
lesson-task-lap = W dołku { $pit } { $count ->
        [few] są
       *[many] jest
    } { seeds }, dość na całe okrążenie. Rozsiej go i zobacz, gdzie spadnie ostatnie.
lesson-task-slam-forbidden = Północ ma ziarna już tylko w dwóch dołkach. Zbierz coś, ale pamiętaj: według tych zasad nie wolno zabrać wszystkich ziaren Północy.
lesson-task-slam = Dołek { $pit } zebrałby wszystkie ziarna, jakie zostały Północy. Zagraj go i zobacz, co mówią te zasady.
lesson-task-feed = Północy nie zostały żadne ziarna. Zagraj ruch, który jej jakieś da.
lesson-task-no-feed = Północy nie zostały żadne ziarna. Według tych zasad nie musisz jej ich dawać: zagraj dołek { $pit }.
lesson-task-end = W twoim magazynie { $store ->
        [one] jest { $store } ziarno
        [few] są { $store } ziarna
       *[many] jest { $store } ziaren
    }. Wygrywa, kto pierwszy zbierze { $target }: zbierz { seeds }, żeby tam dojść.
lesson-done-sowing = Ziarna z dołka { $pit } ({ seeds }) trafiły po jednym do kolejnych dołków: { $pits }. Zawsze sieje się w tę stronę, przeciwnie do ruchu wskazówek zegara.
lesson-done-store = Z dołka { $pit } ziarna poszły dalej, do dołka { $next }: do magazynu nigdy się nie sieje. Magazyn przechowuje tylko zebrane ziarna.
lesson-done-capture = Ostatnie ziarno dało zbiór w dołku { $last }: { seeds } w twoim magazynie.
lesson-done-capture-rows = Ostatnie ziarno spadło do dołka { $last } w twoim wewnętrznym rzędzie, więc zebrane zostały ziarna z dołków Północy w tej kolumnie ({ $pits }), razem { seeds }. Zbiera się wewnętrzny dołek naprzeciwko twojego i zewnętrzny dołek za nim.
lesson-done-chain = Zebrane dołki: { $pits }, razem { seeds }. Po zbiorze sprawdza się też dołek poprzedni i tak dalej, dopóki jest w nim liczba ziaren, którą się zbiera.
lesson-done-chain-both = Zebrane dołki: { $pits }, razem { seeds }. Według tych zasad łańcuch idzie w obie strony: sprawdza się też dołki przed zbiorem i za nim.
lesson-done-lap = Ziarna z dołka { $pit } ({ seeds }) trafiły po jednym do każdego innego dołka, sam dołek { $pit } został pominięty, a ostatnie spadło do dołka { $last }. Dołek, z którego siejesz, zostaje pusty.
lesson-done-slam-no-capture = Ten ruch zabrałby wszystkie ziarna Północy, więc według tych zasad niczego nie zbiera.
lesson-done-slam-if-decisive = Ten ruch zabrałby wszystkie ziarna Północy, ale nie wygrałby partii, więc według tych zasad niczego nie zbiera. Zbiera tylko wtedy, gdy wygrywa.
lesson-done-slam-all = Wszystkie ziarna Północy są twoje: te zasady na to pozwalają.
lesson-done-slam-feed = Wszystkie ziarna Północy są twoje, a te zasady dają ci dodatkowy ruch: teraz musisz znów dać Północy ziarna.
lesson-done-slam-forbidden = Zebrane: { seeds }. Tu nie wolno zabrać wszystkich ziaren Północy, więc ruch, który by to zrobił, jest odrzucany.
lesson-done-feed = Północ znów ma ziarna. Gdy przeciwnik nie ma żadnych, musisz mu je dać, jeśli możesz; jeśli żaden ruch tego nie może, partia się kończy.
lesson-done-no-feed = Północ nie ma ani ziaren, ani ruchu, więc partia się skończyła: każdy gracz bierze ziarna ze swojej strony.
lesson-done-end = W twoim magazynie { $store ->
        [one] jest { $store } ziarno
        [few] są { $store } ziarna
       *[many] jest { $store } ziaren
    }: to cel, więc partia się skończyła i wygrywasz. Partia kończy się też, gdy gracz, który ma ruch, nie może się ruszyć, albo gdy wraca ta sama pozycja.
lesson-done-end-no-capture = W twoim magazynie { $store ->
        [one] jest { $store } ziarno
        [few] są { $store } ziarna
       *[many] jest { $store } ziaren
    }: to cel, więc partia się skończyła i wygrywasz. Partia kończy się też, gdy gracz, który ma ruch, nie może się ruszyć, gdy wraca ta sama pozycja albo gdy żaden zbiór nie jest już możliwy.
lesson-miss-other-pit = Dołek { $pit } jest twój, ale w tym kroku siejesz z dołka { $wanted }, tego w kółku. Spróbuj nim.
lesson-miss-no-capture = Ostatnie ziarno spadłoby do dołka { $last } i byłoby w nim { $count }: nie ma zbioru. Policz jeszcze raz od innego dołka.
lesson-miss-one-pit = Dobrze, to zbiera, ale tylko z jednego dołka ({ seeds }). Poszukaj ruchu, który zbiera z dwóch sąsiednich dołków.
lesson-miss-not-over = To jeszcze nie kończy partii. Znajdź ruch, który zbiera.
lesson-try-again = Spróbuj innego dołka.
lesson-ringed = Dołek w kółku to ruch, który się uda.
# Wiersz stanu, gdy własny ruch ucznia wykonał krok: pochwała i to, co zrobił ruch.
lesson-turn-done = { $count ->
    [0] Brawo, to jest ten ruch! Ziarna z dołka { $pit } rozsiane twoim własnym ruchem, tak jak chciał ten krok.
   *[many] Brawo, to jest ten ruch! Ziarna z dołka { $pit } rozsiane twoim własnym ruchem, zebrane: { seeds }.
}
lesson-back = Wstecz
lesson-restart = Zacznij krok od nowa
lesson-next = Następny krok
lesson-finish = Koniec: wróć do partii
lesson-leave = Wyjdź z lekcji

## Analiza partii: komputer bada każdą pozycję partii; wykres, kto prowadził po każdym ruchu; ocena każdego ruchu
## według liczby ziaren, które oddał w porównaniu z najlepszym ruchem komputera; podsumowanie dla każdego gracza

review-open = Analiza partii
review-heading = Analiza partii
review-intro = Komputer bada każdą pozycję partii. Wykres pokazuje, kto prowadził po każdym ruchu i o ile ziaren. Wybierz ruch, aby zobaczyć pozycję, w której go zagrano, z lepszym ruchem w obwódce.
review-close = Wróć do partii
review-cancel = Zatrzymaj
review-resume = Kontynuuj
review-tables = Przygotowanie… { $percent }%
review-running = Analiza pozycji { $done } z { $total }…
review-stopped = Zatrzymano po { $done } z { $total } pozycji.
review-done = Wszystkie pozycje przeanalizowane.
review-refused = Komputer nie mógł przeanalizować tej partii.
review-prev = Poprzedni ruch
review-next = Następny ruch
review-learn = Ucz się na swoich błędach
review-print = Drukuj analizę
review-chart-label = Wykres: kto prowadził po każdym ruchu, w ziarnach (w górę: Południe, w dół: Północ)
review-chart-south = Prowadzi Południe
review-chart-north = Prowadzi Północ
review-good = Dobry
review-inaccuracy = Niedokładność
review-mistake = Błąd
review-blunder = Poważny błąd
review-move = Ruch { $number }: { player } { $player ->
        [south] zagrało
       *[north] zagrała
    } { $pit }.
review-move-good = Dobry ruch: tak dobry jak najlepszy ruch komputera albo gorszy o mniej niż jedno ziarno.
review-move-costly = { $judgement ->
    [inaccuracy] Niedokładność
    [mistake] Błąd
   *[blunder] Poważny błąd
}: ten ruch kosztował mniej więcej { seeds }. Lepszy był ruch { $better }, w obwódce na planszy.
review-move-waiting = Komputer jeszcze nie przeanalizował tego ruchu.
review-value = Przewaga { $player ->
        [south] { -south(case: "genitive") }
       *[north] { -north(case: "genitive") }
    }: { seeds }
review-value-even = Remis
review-value-wins = { player } może wymusić wygraną
review-table-caption = Ocena każdego ruchu
review-col-move = Ruch
review-col-player = Gracz
review-col-played = Zagrany
review-col-judgement = Ocena
review-col-lost = Oddane ziarna
review-col-better = Lepszy ruch
review-col-value = Po ruchu
review-summary-heading = Podsumowanie
review-col-count = Ruchy
review-seeds-lost = Oddane ziarna

## Ćwiczenie liczenia

practice-heading = Ćwiczenie liczenia
practice-intro = Przed każdym ruchem powiedz, gdzie spadnie jego ostatnie ziarno i ile ziaren zbierze. Potem patrz, jak ruch jest siany i liczony.
practice-toggle = Ćwicz liczenie
practice-hide = Ukryj liczby ziaren
practice-score = Trafione: { $right } z { $total }
practice-ask-last = Dołek { $pit }: { seeds }. Gdzie spadnie ostatnie ziarno z tego dołka? Dotknij dołka, do którego spadnie.
practice-ask-last-hidden = Dołek { $pit }: policz jego ziarna. Gdzie spadnie ostatnie ziarno z tego dołka? Dotknij dołka, do którego spadnie.
practice-ask-captured = Dołek { $pit }, ostatnie ziarno w dołku { $last }. Ile ziaren zbierze ten ruch? Wybierz liczbę i siej.
practice-captured-label = Ile ziaren zbierze
practice-sow = Siej
practice-cancel = Wybierz inny dołek
practice-counting = { $numbers } …
practice-counted = { $numbers }: ostatnie ziarno spada do dołka { $last }, a ruch zbiera { seeds }.
practice-right = Oba trafione!
practice-last-right = Ostatnie ziarno: dobrze.
practice-last-wrong = Ostatnie ziarno spadło do dołka { $last }, nie do dołka { $guess }.
practice-captured-right = Zbiór: dobrze.
practice-captured-wrong = Ruch zebrał { seeds }, nie { $guess }.

## Zadania

puzzles-heading = Zadania
puzzles-intro = Krótkie zadania z prawdziwych pozycji; każde rozwiązanie udowodnił program. Twoja partia poczeka, aż skończysz.
puzzles-open = Wybierz zadanie
puzzles-solved-count = Rozwiązane: { $solved } z { $total }
puzzles-level-1 = ★ Pierwsze kroki
puzzles-level-2 = ★★ Ćwiczenia
puzzles-level-3 = ★★★ Wyzwanie
puzzles-solved-mark = rozwiązane
puzzles-close = Zamknij
puzzle-title = Zadanie { $number } z { $total }
puzzle-goal-best-capture = Zbierz jednym ruchem jak najwięcej ziaren.
puzzle-goal-win-in = { $moves ->
    [one] Wygraj partię jednym ruchem.
   *[many] Wygraj w { $moves } ruchach, cokolwiek zagra przeciwnik.
}
puzzle-goal-only-move = Wszystkie ruchy oprócz jednego przegrywają. Znajdź ten, który nie przegrywa.
puzzle-goal-feed = Przeciwnik nie ma ziaren: daj mu je tak, żeby nie mógł niczego zebrać.
puzzle-goal-grand-slam = Zbierz jednym ruchem wszystkie ziarna przeciwnika (wielki szlem).
puzzle-goal-slam-then-feed = Zbierz wszystkie ziarna przeciwnika, a potem w dodatkowym ruchu daj mu ziarna tak, żeby nie mógł niczego zebrać.
puzzle-hint-captures = Jeden ruch zbiera { seeds }. Dla każdego dołka policz, gdzie spadnie ostatnie ziarno.
puzzle-hint-pit = Zacznij od dołka, w którym liczba ziaren to { $count }.
puzzle-miss-fewer = Ten ruch zbiera { $got }, ale inny zbiera { seeds }. Spróbuj jeszcze raz.
puzzle-miss-slam-nothing = Ten ruch zabrałby wszystkie ziarna przeciwnika, a według tych zasad taki wielki szlem niczego nie zbiera. Spróbuj jeszcze raz.
puzzle-miss-not-slam = Ten ruch nie zabiera wszystkich ziaren przeciwnika. Spróbuj jeszcze raz.
puzzle-miss-no-win = Po tym ruchu przeciwnik może się obronić. Spróbuj jeszcze raz.
puzzle-miss-loses = Po tym ruchu przeciwnik może wymusić wygraną. Spróbuj jeszcze raz.
puzzle-miss-gives = Wtedy przeciwnik mógłby zebrać { seeds }. Spróbuj jeszcze raz.
puzzle-right = Dobrze! Przeciwnik odpowiada najlepszą obroną. Twój ruch.
puzzle-right-again = Dobrze! Wielki szlem daje ci dodatkowy ruch: teraz daj przeciwnikowi ziarna tak, żeby nie mógł niczego zebrać.
puzzle-solved = Rozwiązane!
puzzle-shown = Oto rozwiązanie.
puzzle-explain-best = { $move } zbiera { seeds }; żaden inny ruch nie zbiera więcej niż { $next }.
puzzle-explain-win = { $line }: po najlepszej obronie przeciwnika partia kończy się wynikiem { $mine } do { $theirs } dla ciebie.
# Wygrana w jednym ruchu: partia kończy się na samym ruchu.
puzzle-explain-win-now = { $move } od razu kończy partię wynikiem { $mine } do { $theirs } dla ciebie.
puzzle-explain-only = { $move } to jedyny ruch, po którym przeciwnik nie może wymusić wygranej.
puzzle-explain-feed = { $move } daje przeciwnikowi ziarna, ale nie pozwala mu niczego zebrać; po każdym innym ruchu mógłby zebrać.
puzzle-explain-slam = { $move } zabiera wszystkie ziarna przeciwnika: { seeds }.
puzzle-explain-slam-feed = { $move } zabiera wszystkie ziarna przeciwnika ({ seeds }); zasady dają ci dodatkowy ruch, a { $feed } daje mu ziarna tak, że nie może niczego zebrać.
puzzle-hint = Podpowiedź
puzzle-restart = Zacznij od nowa
puzzle-solution = Pokaż rozwiązanie
puzzle-next = Następne zadanie
puzzle-leave = Wróć do mojej partii
problem-puzzle = nie ma zadania o tej nazwie; lista zadań pokazuje wszystkie
puzzle-turn-solved = Zadanie rozwiązane.
puzzle-turn-shown = Rozwiązanie jest rozgrywane na planszy.

## Ucz się na błędach (z analizy partii): każdy błąd partii rozegrany jeszcze raz na planszy

mistakes-heading = Ucz się na błędach
mistakes-count = Błąd { $number } z { $total }
mistakes-task-you = Ruch { $move }: twoje zagranie z dołka { $pit } kosztowało tu { seeds }. Znajdź lepszy ruch.
mistakes-task-player = Ruch { $move }: zagranie { $player ->
        [south] { -south(case: "genitive") }
       *[north] { -north(case: "genitive") }
    } z dołka { $pit } kosztowało tu { seeds }. Znajdź lepszy ruch.
mistakes-same = To ten sam ruch, który zagrano w partii. Znajdź lepszy.
mistakes-wrong = Ruch z dołka { $pit } też kosztowałby { seeds }. Spróbuj jeszcze raz.
mistakes-right-best = Dobrze! { $pit } to najlepszy ruch.
mistakes-right = Dobrze! { $pit } jest tak samo dobry jak najlepszy ruch, { $best }.
mistakes-shown = Lepszy ruch to { $pit }.
mistakes-clue-capture = Jeden ruch bije { seeds }. Dla każdego dołka policz, gdzie spadnie ostatnie ziarno.
mistakes-clue-threat = Po ruchu { $pit } przeciwnik mógł zbić { seeds }. Znajdź ruch, który je ochroni.
mistakes-clue-later = Ziarna przepadły kilka ruchów później. Przy każdym ruchu pomyśl, jak mógłby odpowiedzieć przeciwnik.
mistakes-hint = Podpowiedź
mistakes-show = Pokaż lepszy ruch
mistakes-skip = Pomiń
mistakes-next = Następny błąd
mistakes-finish = Zobacz wynik
mistakes-again = Zacznij od nowa
mistakes-leave = Wróć do mojej partii
mistakes-end = Znalezione lepsze ruchy: { $found } z { $total }.
mistakes-none = W tej partii nie ma błędów ani grubych błędów, na których można się uczyć. Dobra gra!
mistakes-turn-done = Ten błąd jest już za tobą: przejdź do następnego, kiedy zechcesz.

## Ustawianie pozycji (edytor pozycji)

editor-heading = Ustaw pozycję
editor-intro = Włóż ziarna do dowolnego dołka i magazynu, wybierz, kto zaczyna, a potem rozegraj pozycję, udostępnij ją albo wydrukuj jako kartę pracy.
editor-open = Ustaw pozycję
editor-help = Wybierz dołek albo magazyn na planszy, a potem dodaj lub zabierz ziarna. Na planszy + i − dodają i zabierają jedno ziarno, a cyfra wkłada tyle ziaren.
editor-count-pit = Ziarna w dołku { $pit }
editor-count-store = Ziarna: { store-name }
editor-less = Jedno ziarno mniej
editor-more = Jedno ziarno więcej
editor-to-move = Kto zaczyna
editor-feed-turn = Gra jeszcze raz po wielkim zbiciu (G5)
editor-feed-turn-title = Gracz, który ma ruch, właśnie zbił wszystkie ziarna przeciwnika i od razu gra jeszcze raz; tym ruchem musi dać mu ziarna.
editor-clear = Opróżnij planszę
editor-fill = Brakujące ziarna do magazynów
editor-fill-title = Wkłada jeszcze nierozłożone ziarna do obu magazynów, jak najrówniej
editor-start = Pozycja początkowa
editor-placed = Rozłożono { $placed } z { $total } ziaren.
editor-ready = Można grać.
editor-missing = Zostało do rozłożenia: { seeds }. Dołóż je do dołków albo włóż do magazynów przyciskiem „Brakujące ziarna do magazynów”.
editor-extra = To o { seeds } za dużo w tym wariancie: zabierz kilka.
editor-over-target = Gra byłaby już skończona: { store-name } ma { seeds }, a cel to { $target }.
editor-over-no-capture = Gra byłaby już skończona: na tej planszy nie da się już niczego zbić.
editor-over-stuck = Gra byłaby już skończona: ruch ma { player }, ale nie ma żadnego dozwolonego ruchu.
editor-play-heading = Zagraj tę pozycję
editor-play-two = Dwie osoby
editor-play-south = Gram Południem, z komputerem
editor-play-north = Gram Północą, z komputerem
editor-link = Skopiuj link
editor-embed = Osadź jako zadanie
editor-print = Wydrukuj kartę pracy
editor-leave = Wróć do gry
editor-status = Ustawianie pozycji. Bieżąca gra jest zachowana.

## Karta zadań (wybierana na liście zadań i drukowana)

puzzles-sheet-heading = Karta pracy do wydruku
puzzles-sheet-intro = Zaznacz zadania do wydruku albo weź sześć zadań tygodnia (z wariantu, w który grasz, po dwa z każdego poziomu). Każde zadanie jest narysowane z liczbą ziaren i liniami do pisania; rozwiązania są na osobnej, ostatniej kartce.
puzzles-sheet-add = Na kartę
puzzles-sheet-add-label = Zadanie { $number }: { puzzles-sheet-add }
puzzles-sheet-week = 6 zadań tygodnia
puzzles-sheet-print = Wydrukuj kartę

## The Puzzles list's filter, and what this week's six were chosen from
puzzles-filter-variant = Wariant
puzzles-filter-level = Poziom
puzzles-filter-all-variants = Wszystkie warianty
puzzles-filter-all-levels = Wszystkie poziomy
puzzles-filter-none = W tym wariancie nie ma zadań na tym poziomie: wybierz inny poziom.
puzzles-week-own = Zaznaczono sześć zadań z wariantu, w który grasz: { $variant }.
puzzles-week-mixed = Zaznaczono wszystkie zadania ({ $own }) z wariantu, w który grasz: { $variant }, i jeszcze { $others } z najbliższych mu wariantów.
puzzles-week-none = Żadne zadanie nie ma tych zasad: zaznaczono sześć z najbliższych wariantów.

sheet-puzzles-heading = Wari — zadania
sheet-puzzle = Zadanie { $number }
sheet-name = Imię i nazwisko: ______________________   Data: ____________
sheet-answers = Rozwiązania
