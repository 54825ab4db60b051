### Wari : les mots de la page en français.
### Vocabulaire des joueurs d'awalé (Afrique de l'Ouest francophone, France) : case (trou), grenier, graine,
### semer, prise (prendre), prise en chaîne, grand chelem, nourrir l'adversaire.
### Mêmes messages et mêmes { $variables } que dans en.ftl (le fichier de référence, où la syntaxe est expliquée).
### Typographie : espace insécable (U+00A0) avant « : » et dans les guillemets, espace fine insécable (U+202F)
### avant ; ! ?

## Joueurs, graines et listes

-south = Sud
-north = Nord
player = { $player ->
    [south] { -south }
   *[north] { -north }
}
# 0 et 1 sont au singulier (CLDR : catégorie « one ») ; « many » : un million de graines.
seeds = { $count ->
    [one] { $count } graine
    [many] { $count } de graines
   *[other] { $count } graines
}
list-and = { $items } et { $last }
list-or = { $items } ou { $last }

## La page

page-title = Wari — joue à l'awalé dans ton navigateur
tagline = Le jeu de semailles d'Afrique de l'Ouest et des Caraïbes
language = Langue
how-to-play = Comment jouer
close = Fermer
board-label = Plateau de Wari
vs-computer = Jouer contre l'ordinateur
two-players = Deux joueurs
mode-label = Qui joue
new-game = Nouvelle partie
new-game-title = Tout recommencer depuis le début (un nouveau match aussi)
next-game = Partie suivante
undo = Annuler
redo = Rétablir
hint = Indice
flip = Retourner le plateau
end-agreement = Finir d'un commun accord
end-agreement-title = Les graines tournent sans que personne ne prenne : finir la partie et partager les graines restantes comme le disent les règles
play-on = Reprendre d'ici
players = Joueurs
human = Humain
computer-level = Ordinateur, niveau { $level } ({ $name })
level-1 = débutant
level-2 = facile
level-3 = moyen
level-4 = club
level-5 = fort
level-6 = expert
rules-heading = Règles
variant = Variante
custom-option = Règles personnalisées
custom = Règles personnalisées
custom-intro = Choisis toi-même chaque réglage. Si ces règles ne permettent pas de jouer, on te dira pourquoi.
f-pits = Cases par rangée (3–10)
f-seeds = Graines par case (1–10)
f-captures = Nombres de graines qui font une prise (p. ex. 2,3)
f-chain = Prise en chaîne
chain-back = vers l'arrière
chain-both = vers l'arrière et vers l'avant
f-slam = Grand chelem (prendre toutes les graines de l'adversaire)
slam-g1 = permis, mais ne prend rien
slam-g2 = interdit
slam-g3 = prend tout
slam-g4 = prend tout seulement s'il fait gagner
slam-g5 = prend tout, puis il faut nourrir
f-feed = Nourrir l'adversaire
feed-must = obligatoire s'il n'a plus de graines
feed-none = pas obligatoire
f-target = Graines pour gagner (vide : plus de la moitié)
f-cycle = Graines restantes après un cycle sans fin
cycle-name-side-owner = à chacun celles de son camp
cycle-name-last-capturer = au dernier qui a pris
cycle-name-not-counted = non comptées
f-end = Un plateau où plus aucune prise n'est possible
end-name-standard = on continue (jusqu'à un cycle)
end-name-no-capture = la partie se termine (E5)
f-start = Qui commence
f-rows = Rangées de cases
rows-name-two = 2 rangées
rows-name-three = 3 rangées (une seule boucle)
rows-name-four = 4 rangées (deux par joueur)
f-pits-three = Cases par rangée (4, 6 ou 8)
f-pits-four = Cases par rangée (4–12)
custom-four-note = Sur quatre rangées, chaque joueur sème seulement autour de ses deux rangées et prend les cases de l'adversaire en face : les nombres qui prennent, la prise en chaîne, le grand chelem, l'obligation de nourrir et la fin quand plus aucune prise n'est possible ne se règlent pas ici.
apply-custom = Jouer avec ces règles
custom-error = Impossible de jouer avec ces règles : { $reason }.
group-international = International
group-hungary = Hongrie
group-poland = Pologne
group-spain = Espagne
group-antigua = Antigua-et-Barbuda
group-rows = Trois et quatre rangées
match-heading = Match
match-single = Une seule partie
match-7-games = 7 parties, le perdant commence
match-first-to-6 = Le premier à 6 parties gagnées
moves-heading = Coups
no-moves = Aucun coup pour l'instant.
move-list-label = Coups de cette partie ; choisis-en un pour voir le plateau après ce coup
copy-moves = Copier les coups
copy-link = Copier le lien
copied = Copié.
copy-manual = Sélectionne le texte dans le champ et copie-le.
share-label = Coups ou lien à partager
settings = Réglages
animation = Animation
speed-off = Aucune
speed-fast = Rapide
speed-normal = Normale
speed-slow = Lente
reduced-motion = Ton appareil demande moins d'animations : les coups sont montrés tout de suite.
dismiss = Masquer
saved-ignored = La partie enregistrée n'a pas pu être reprise (elle était abîmée ou venait d'une ancienne version) : une nouvelle partie a commencé.
editor-saved-ignored = La position que tu préparais n'a pas pu être reprise : l'éditeur est fermé et ta partie est affichée.
practice-saved-ignored = Ton score d'entraînement au calcul n'a pas pu être repris : il repart de zéro.
no-worker = Ici, l'ordinateur réfléchit dans la page, qui peut donc se figer un instant pendant qu'il cherche son coup.
thinking = { player } réfléchit…
preparing = L'ordinateur se prépare… { $percent } %
your-move = À toi de jouer : choisis une des cases entourées.
to-move = Au tour de { player }.
viewing = Tu regardes le plateau après le coup { $ply } sur { $plies }. « Rétablir » avance ; si tu joues ici, ton coup remplace les suivants.
hint-thinking = Recherche d'un bon coup…
hint-result = Indice : joue { $pit }. { $evaluation }
eval-won = Tu peux forcer la victoire.
eval-clearly-ahead = Tu as une nette avance.
eval-slightly-ahead = Tu as une légère avance.
eval-even = La partie est à peu près équilibrée.
eval-slightly-behind = Tu es un peu en retard.
eval-clearly-behind = Tu es nettement en retard.
eval-lost = L'ordinateur voit que tu ne peux plus gagner ; ce coup résiste le plus longtemps.
game-started = Nouvelle partie : { $variant }.
error-title = Quelque chose s'est mal passé
error-text = Le jeu a rencontré une erreur inattendue. Commence une nouvelle partie pour continuer ; le message ci-dessous nous aidera à la corriger.
load-error-text = Le jeu n'a pas pu démarrer dans ce navigateur. Essaie une nouvelle partie ou un autre navigateur ; le message ci-dessous nous aidera à corriger l'erreur.
help-1 = L'awalé se joue à deux sur un plateau de deux rangées de cases (ou trous). Tes cases sont la rangée devant toi, et ton grenier est la grande case à ta droite. Le but : prendre plus de graines que ton adversaire.
help-2 = À ton tour, choisis une de tes cases (celles qui sont entourées). Ses graines sont semées une à une dans les cases suivantes, dans le sens inverse des aiguilles d'une montre, sur les deux rangées. On ne sème jamais dans un grenier.
help-3 = Si ta dernière graine tombe dans une case de l'adversaire et y fait 2 ou 3 graines, tu les prends. Regarde ensuite la case précédente : si elle est aussi à l'adversaire et contient 2 ou 3 graines, prends-les aussi, et ainsi de suite en reculant (une prise en chaîne). Certaines variantes prennent d'autres nombres, ou aussi vers l'avant : vois les règles dans le panneau.
help-4 = Dans la plupart des variantes, si ton adversaire n'a plus de graines, tu dois jouer un coup qui le nourrit.
help-5 = La partie se termine quand un grenier a assez de graines pour gagner, quand le joueur dont c'est le tour ne peut pas jouer, ou quand la même position revient.
help-6 = Au clavier : Tab pour aller au plateau, les flèches pour choisir une case, Entrée ou Espace pour semer. « Annuler » reprend le dernier coup.
help-7 = Dans le panneau, choisis une variante, le niveau de l'ordinateur ou une partie à deux. Ta partie est gardée quand tu fermes la page.
help-three-1 = Ce plateau a trois rangées de cases. Les tiennes sont la rangée du bas et la moitié droite de la rangée du milieu (elles portent la bande de ta couleur) ; celles de l'adversaire sont la rangée du haut et la moitié gauche de la rangée du milieu. Ton grenier est la grande case à ta droite. Le but : prendre plus de graines que ton adversaire.
help-three-2 = À ton tour, choisis une de tes cases (celles qui sont entourées). Ses graines sont semées une à une dans les cases suivantes le long d'une seule boucle qui passe par toutes les cases, comme le montrent les flèches : vers la droite le long de la rangée du bas, en revenant le long de la moitié droite de la rangée du milieu, vers la gauche le long de la rangée du haut, puis le long de la moitié gauche de la rangée du milieu pour redescendre à la rangée du bas. On ne sème jamais dans un grenier.
help-three-3 = Si ta dernière graine tombe dans une case de l'adversaire et y fait 2 ou 3 graines, tu les prends. Regarde ensuite la case précédente sur la boucle : si elle est aussi à l'adversaire et contient 2 ou 3 graines, prends-les aussi, et ainsi de suite. Les deux moitiés de la rangée du milieu se touchent, mais elles ne se suivent pas sur la boucle. (Certaines variantes prennent d'autres nombres, ou aussi vers l'avant : vois les règles dans le panneau.)
help-four-1 = Ce plateau a quatre rangées de cases. Les tiennes sont les deux rangées les plus proches de toi : la rangée extérieure et la rangée intérieure. Ton grenier est la grande case à ta droite. Le but : prendre plus de graines que ton adversaire.
help-four-2 = À ton tour, choisis une de tes cases (celles qui sont entourées). Ses graines sont semées une à une seulement autour de tes deux rangées, comme le montrent les flèches : vers la droite le long de ta rangée extérieure, en revenant vers la gauche le long de ta rangée intérieure, et ainsi de suite. Tu ne sèmes jamais dans les rangées de l'adversaire ni dans un grenier.
help-four-3 = Si ta dernière graine tombe dans ta rangée intérieure, regarde la case intérieure de l'adversaire dans la même colonne : si elle contient des graines, tu les prends, ainsi que les graines de la case extérieure de l'adversaire juste derrière.
help-four-4 = Il n'y a pas d'obligation de nourrir : un joueur qui n'a plus de graines de son côté ne peut pas jouer, et la partie se termine.
rules-of = Les règles de cette variante
start-position = Début
computer-turn = C'est au tour de l'ordinateur ; attends son coup.
move-label = Coup { $number } : { $pit }
ai-error = L'ordinateur n'a pas pu jouer : { $reason }
update-ready = Une nouvelle version de Wari est prête. Elle démarrera la prochaine fois que tu ouvriras le jeu.
update-now = L'utiliser maintenant

## Le plateau, pour les lecteurs d'écran

pit-label = { $pit }, { seeds }
pit-playable = jouable
pit-suggested = coup conseillé
store-name = Grenier de { player }
store-label = { store-name }, { seeds }

## Ce qu'a fait un coup

move-sown = { player } a semé la case { $pit }
move-captured = { player } a semé la case { $pit } et a pris { $captures }
move-capture-first = { seeds } dans la case { $pit }
move-capture-next = { $count } dans la { $pit }
move-grand-slam = { player } a semé la case { $pit } et a pris { $captures }, c'est-à-dire toutes les graines de l'adversaire
move-grand-slam-uncaptured = { player } a semé la case { $pit } : ce coup prendrait toutes les graines de l'adversaire, donc avec ces règles il ne prend rien
move-extra-turn = { $move } ; { player } rejoue et doit nourrir l'adversaire
move-sentence = { $move }.
# Pendant que les graines d'un coup sont encore semées sur le plateau.
move-sowing = { player } sème la case { $pit }…

## La fin d'une partie

game-over = Partie terminée : { $reason }. { $result }
ending-target = un grenier a atteint { seeds }
ending-stuck = { player } ne peut pas jouer, donc chacun prend les graines de son camp
ending-cycle = la même position est revenue (un cycle sans fin), donc { $cycle }
ending-agreement = les joueurs ont décidé de l'arrêter d'un commun accord, donc { $cycle }
ending-no-capture = plus aucune prise n'est possible, donc { $cycle }
cycle-side-owner = chacun prend les graines de son camp
cycle-last-capturer = les graines restantes vont au dernier joueur qui a pris (si personne n'a encore pris, elles ne comptent pas)
cycle-not-counted = les graines restantes ne comptent pas
cycle-to-last-capturer = les graines restantes vont à { player }, qui a fait la dernière prise
cycle-nobody-captured = comme personne n'a encore pris, les graines restantes ne comptent pas
result-win = { player } gagne, { $won } à { $lost }.
result-draw = Partie nulle, { $south } à { $north }.

## Les matchs

match-games = { $count } { $count ->
        [one] partie
       *[other] parties
    }
match-first-to = Le premier à { $count } { $count ->
        [one] partie gagnée
       *[other] parties gagnées
    }
match-score = Parties gagnées : { -south } { $south }, { -north } { $north }, nulles { $draws }.
match-score-of = Parties gagnées : { -south } { $south }, { -north } { $north }, nulles { $draws } ({ $played } jouées sur { $total }).
match-won = { player } gagne le match !
match-drawn = Le match est nul.

## Les variantes du menu et l'origine de leurs règles

variant-abapa = Oware Abapa (international)
    .origin = Les règles des tournois internationaux d'awalé (oware).
variant-hu-wari = Règles scolaires (tout prendre)
    .origin = Les règles d'un instituteur hongrois, avec le complément « tout prendre » du championnat Hétpróba.
variant-hu-wari-win = Tout prendre seulement pour gagner
    .origin = Le second complément du même instituteur : tout prendre n'est permis que si le coup fait gagner.
variant-hetproba = Wari Hétpróba (sans nourrir)
    .origin = La variante de tournoi simplifiée du même instituteur, sans obligation de nourrir.
variant-wari-72 = 72 graines (prises de 2, 4, 6)
    .origin = Une variante à 72 graines décrite par l'instituteur hongrois.
variant-wari-pl = Règles polonaises (match en 7 parties)
    .origin = Les règles de l'encyclopédie polonaise, en match de 7 parties.
variant-adaua = Adaua (prises paires)
    .origin = Une variante de l'encyclopédie polonaise : les nombres pairs font une prise.
variant-wari-72-pl = 72 graines, chaîne dans les deux sens
    .origin = Une variante de l'encyclopédie polonaise à 72 graines.
variant-numeros = La page pour la classe (Números)
    .origin = D'une page espagnole de didactique des mathématiques (revue Números).
variant-antigua = Warri d'Antigua
    .origin = Le warri tel qu'on le joue à Antigua-et-Barbuda, où c'est le jeu national.
variant-numeros-3 = Wari sur trois rangées (Números)
    .origin = La page de Números invite à jouer sur trois rangées ; une seule boucle de semis passe par toutes les cases, comme sur les plateaux à trois rangées d'Éthiopie.
variant-moruba = Moruba, quatre rangées
    .origin = Le moruba du peuple pedi d'Afrique du Sud, sur quatre rangées, tel que l'a décrit Malesa (2012).

## Les règles d'une variante

rules-board = { $pits } cases par rangée, avec { $seeds ->
        [one] { $seeds } graine
       *[other] { $seeds } graines
    } dans chacune, { $total } graines en tout. Tes cases sont la rangée devant toi ; ton grenier est à ta droite.
rules-sowing = À ton tour, prends toutes les graines d'une de tes cases et sème-les une à une dans les cases suivantes, dans le sens inverse des aiguilles d'une montre, celles de l'adversaire aussi. On ne sème jamais dans les greniers ; quand les graines font le tour complet du plateau, on saute la case de départ.
rules-capture = Si la dernière graine tombe dans une case de l'adversaire et la porte à { $captures } graines, tu les prends.
rules-chain-back = Puis on regarde de la même façon la case précédente, et ainsi de suite en reculant dans le camp de l'adversaire, tant que les cases contiennent { $captures } graines : c'est une prise en chaîne.
rules-chain-both = Puis on regarde de la même façon les cases d'avant et d'après, dans les deux sens dans le camp de l'adversaire, tant qu'elles contiennent { $captures } graines : c'est une prise en chaîne.
rules-slam-g1 = Un coup qui prendrait toutes les graines de l'adversaire (un grand chelem) peut être joué, mais il ne prend rien.
rules-slam-g2 = Un coup qui prendrait toutes les graines de l'adversaire (un grand chelem) est interdit, sauf si tous les coups possibles le feraient ; il est alors joué, mais ne prend rien.
rules-slam-g3 = Un coup peut prendre toutes les graines de l'adversaire (un grand chelem) ; celui-ci ne peut alors plus jouer, et la partie se termine.
rules-slam-g4 = Un coup ne peut prendre toutes les graines de l'adversaire que s'il fait gagner la partie ; sinon il est joué, mais ne prend rien.
rules-slam-g5 = Un coup peut prendre toutes les graines de l'adversaire ; tu rejoues alors aussitôt, et ce coup doit le nourrir.
rules-feed-must = Si ton adversaire n'a plus de graines, tu dois jouer un coup qui le nourrit. Si aucun coup ne le peut, la partie se termine.
rules-feed-none = Nourrir l'adversaire n'est jamais obligatoire : un joueur sans graines ne peut pas jouer à son tour, et la partie se termine.
rules-end = La partie se termine dès qu'un grenier contient { seeds } ou plus ; les graines encore sur le plateau ne comptent pas. Si le joueur dont c'est le tour ne peut pas jouer, la partie se termine aussi, et chacun prend les graines de son camp.
rules-cycle = Si la même position revient une deuxième fois (un cycle sans fin), la partie se termine et { $cycle }. Les joueurs peuvent aussi arrêter d'un commun accord une partie qui tourne en rond, avec la même règle.
rules-no-capture = Avec { $bound } graines ou moins sur le plateau, la partie se termine aussi dès qu'aucune prise n'est plus possible, quoi que jouent les deux joueurs (cette règle passe avant celle du joueur qui ne peut pas jouer) ; alors { $cycle }.
rules-winner = Le joueur qui a le plus de graines gagne ; à égalité, la partie est nulle.
rules-winner-starter = Le joueur qui a le plus de graines gagne ; à égalité, la partie est nulle. { player } commence.
rules-winner-first-game = Le joueur qui a le plus de graines gagne ; à égalité, la partie est nulle. { player } commence la première partie.
rules-match-games = Un match se joue en { $count } parties. Le joueur qui commence la première est tiré au sort ; ensuite, le perdant d'une partie commence la suivante (après une partie nulle, celui qui n'a pas commencé la précédente).
rules-match-first-to = Le premier à gagner { $count } { $count ->
        [one] partie
       *[other] parties
    } gagne le match ; les joueurs commencent une partie à tour de rôle.

rules-board-three = Trois rangées de { $pits } cases, avec { $seeds ->
        [one] { $seeds } graine
       *[other] { $seeds } graines
    } dans chacune, { $total } graines en tout. Tes cases sont la rangée devant toi et la moitié de la rangée du milieu à ta droite ; les cases de chaque joueur ont le même cadre ({ -south } : plein, { -north } : en pointillés). Ton grenier est à ta droite.
rules-sowing-three = À ton tour, prends toutes les graines d'une de tes cases et sème-les une à une dans les cases suivantes, le long de la boucle que montrent les flèches : vers la droite le long de ta rangée, en revenant le long de ta moitié de la rangée du milieu, puis de la même façon à travers les cases de l'adversaire. On ne sème jamais dans les greniers ; quand les graines font le tour complet, on saute la case de départ.
rules-neighbours-three = « Avant » et « après » suivent toujours les flèches : les deux moitiés de la rangée du milieu se touchent, mais ne sont pas voisines, donc une prise en chaîne s'arrête au bout des cases de l'adversaire.
rules-board-four = Quatre rangées de { $pits } cases, avec { $seeds ->
        [one] { $seeds } graine
       *[other] { $seeds } graines
    } dans chacune, { $total } graines en tout. Tes cases sont les deux rangées les plus proches de toi ; ton grenier est à ta droite.
rules-sowing-four = À ton tour, prends toutes les graines d'une de tes cases et sème-les une à une autour de tes deux rangées, comme le montrent les flèches : vers la droite le long de ta rangée extérieure, vers la gauche le long de ta rangée intérieure, et ainsi de suite. On ne sème jamais dans les cases de l'adversaire ni dans les greniers ; quand les graines font le tour complet, on saute la case de départ.
rules-capture-four = Si la dernière graine tombe dans ta rangée intérieure et que la case intérieure de l'adversaire en face contient des graines, tu les prends, avec les graines de la case extérieure de l'adversaire juste derrière. Rien d'autre n'est pris.

## Les coups impossibles

illegal-move = Impossible de jouer la case { $pit } : { $reason }.
illegal-game-over = la partie est terminée
illegal-no-such-pit = cette case n'existe pas
illegal-not-your-pit = cette case appartient à { $owner ->
        [south] { -south }
       *[north] { -north }
    }, et c'est à { $mover ->
        [south] { -south }
       *[north] { -north }
    } de jouer
illegal-empty = cette case est vide
illegal-must-feed = l'adversaire n'a plus de graines : tu dois jouer un coup qui le nourrit
illegal-forbidden-grand-slam = ce coup prendrait toutes les graines de l'adversaire (un grand chelem), ce que ces règles interdisent

## Les règles impossibles à jouer

rules-error-unknown-preset = « { $id } » n'est pas une variante connue ; choisis parmi : { $ids }
rules-error-not-key-value = « { $part } » doit s'écrire clé=valeur
rules-error-unknown-key = le réglage « { $key } » n'existe pas
rules-error-bad-value = « { $value } » n'est pas une valeur possible pour « { $key } »
rules-error-pits = une rangée doit avoir de 3 à 10 cases, pas { $pits }
rules-error-seeds = chaque case doit commencer avec 1 à 10 graines, pas { $seeds }
rules-error-no-captures = choisis au moins un nombre de graines qui fait une prise
rules-error-capture-count = avec ces cases et ces graines, une prise de { seeds } est impossible ; choisis des nombres entre 1 et le nombre total de graines
rules-error-target = l'objectif de { seeds } ne peut jamais être atteint ; choisis un nombre entre 1 et le nombre total de graines
rules-error-no-capture-end = la fin quand plus aucune prise n'est possible (end=no-capture) demande de prendre avec { $max } graines ou moins ; le plus petit nombre choisi est { $smallest }
rules-error-rows = un plateau a 2, 3 ou 4 rangées, pas { $rows }
rules-error-row-pits-three = un plateau de trois rangées demande un nombre pair de cases par rangée, de 4 à 8, pas { $pits }
rules-error-row-pits-four = un plateau de quatre rangées demande de 4 à 12 cases par rangée, pas { $pits }
rules-error-not-on-four-rows = « { $key } » n'est pas un réglage sur quatre rangées : chaque joueur sème autour de ses deux rangées et prend les cases d'en face (L4-C)
rules-error-too-many-seeds = une partie a au plus 200 graines, pas { $seeds } ; choisis moins de graines par case

## Les positions qui ne vont pas avec les règles en jeu

setup-error-odd-pits = cette position a { $found } cases, ce qui ne fait pas deux rangées
setup-error-pits-a-side = cette position a { $found } cases par joueur, mais la variante en a { $expected }
setup-error-seeds = cette position a { $found ->
        [one] { $found } graine
       *[other] { $found } graines
    }, mais la variante se joue avec { $expected }
setup-error-both-targets = les deux greniers ({ $south } et { $north }) atteignent l'objectif de { $target } graines, alors que la partie s'arrête dès que le premier l'atteint
setup-error-feed-turn = { $letter }+ marque le coup supplémentaire qui suit un grand chelem selon la règle G5, lequel laisse l'adversaire sans graines ; il ne convient pas ici

## Les notations illisibles

notation-error-line = ligne { $line }, colonne { $column } : { $reason }
notation-error-character = au caractère { $column } : { $reason }
notation-move-number = un numéro de coup s'écrit avec un point, comme 12. (les coups sont des lettres)
notation-not-a-letter = « { $found } » n'est pas une lettre de case ; utilise { $south-first }-{ $south-last } pour Sud et { $north-first }-{ $north-last } pour Nord
notation-illegal = le coup { $number } (« { $pit } ») ne peut pas être joué : { $reason }
notation-too-few-parts = une position donne les cases, les deux greniers et le joueur qui a le trait (comme 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S) ; il y a { $found } éléments
notation-not-a-player = le dernier élément doit être S ou N (le joueur qui a le trait), pas « { $found } »
notation-pit-count = chaque joueur a de 3 à 24 cases, donc un nombre pair de 6 à 48 nombres avant les deux greniers ; il y en a { $found }
notation-not-seeds = « { $found } » ({ $place }) n'est pas un nombre de graines entre 0 et { $max }
notation-place-pit = case { $pit }
notation-place-store = grenier de { player }
notation-too-many-seeds = un plateau contient au plus { $max } graines ; celui-ci en a { $found }
notation-tag-brackets = une balise s'écrit [Nom "valeur"]
notation-tag-parts = une balise a besoin d'un nom et d'une valeur
notation-tag-quotes = la valeur d'une balise s'écrit entre guillemets droits
notation-tag-name = « { $name } » n'est pas un nom de balise (lettres et chiffres seulement)
notation-result-tag = le résultat « { $found } » doit être 1-0, 0-1, 1/2-1/2 ou *

## L'ordinateur n'a pas pu répondre

request-error = { $part ->
        [rules] règles
        [position] position
       *[moves] coups
    } : { $reason }
request-not-a-request = la demande n'a pas pu être lue

## Le programme d'aide de l'ordinateur a lâché : l'ordinateur continue dans la page

worker-stopped = Le programme d'aide de l'ordinateur s'est arrêté : l'ordinateur réfléchit maintenant dans la page, qui peut donc se figer un instant pendant qu'il cherche son coup.
worker-garbled = Le programme d'aide de l'ordinateur a donné une réponse illisible : l'ordinateur réfléchit maintenant dans la page, qui peut donc se figer un instant pendant qu'il cherche son coup.
worker-silent = Le programme d'aide de l'ordinateur n'a pas répondu à temps : l'ordinateur réfléchit maintenant dans la page, qui peut donc se figer un instant pendant qu'il cherche son coup.
engine-unavailable = L'ordinateur n'a pas pu être chargé (la connexion est-elle coupée ?) : ce sont donc des personnes qui jouent des deux côtés. Rechargez la page pour rejouer contre l'ordinateur.
page-loading = Chargement de Wari…
page-description = Jouez au wari (oware) dans le navigateur : toutes les variantes, l'ordinateur comme adversaire, des plateaux à imprimer et à intégrer dans d'autres pages.
page-noscript = Wari a besoin de JavaScript et de WebAssembly pour fonctionner.

## Les réglages d'un lien qui n'ont pas servi

notice-not-used = Le réglage du lien { $param }=« { $value } » n'a pas été utilisé : { $reason }.
notice-moves-kept = Les coups du lien « { $value } » n'ont été joués que jusqu'au problème : { $reason }.
problem-language = les langues sont { $languages }
problem-seat = utilise human ou ai-1 … ai-{ $levels }
problem-flag = utilise 0 ou 1
problem-choice = utilise { $values }
language-not-loaded = Les textes en { $language } n'ont pas pu être chargés : la page reste en français.
print-unavailable = La vue d'impression n'a pas pu être chargée : vérifie la connexion et réessaie.
# Une variante choisie pendant une partie : une nouvelle a commencé et l'ancienne est mise de côté ; le bouton la rend.
variant-changed = Nouvelle partie de { $variant }. Ta partie de { $previous } est mise de côté.
variant-changed-undo = Annuler

## Imprimer et intégrer

print-embed-heading = Imprimer et intégrer
print-board = Imprimer le plateau
print-board-title = Le plateau vide en taille réelle, pour jouer avec des haricots ou des cailloux, et les règles
print-position = Imprimer cette position
print-position-title = Le plateau tel qu'il est, avec le nombre de graines, pour une fiche d'exercices
embed-button = Intégrer…
embed-button-title = Mettre ce plateau sur le site de l'école ou sur un blog
embed-heading = Intégrer ce plateau dans une page web
embed-intro = Colle ce code dans ta page web ou ton blog. Le plateau s'ouvre avec la variante, la langue et les joueurs choisis ici.
embed-controls = Afficher les boutons sous le plateau (annuler, nouvelle partie…)
embed-position = Partir de la position actuelle du plateau (un problème)
embed-iframe-label = Code HTML
embed-script-label = Ou avec un script qui adapte la hauteur du plateau à la page
embed-copy = Copier
embed-open-full = Ouvrir le jeu complet
embed-frame-title = Plateau de Wari : { $variant }
print-now = Imprimer
print-back = Retour au jeu
print-preview-note = Imprime sur du papier A4 ou Letter, en paysage, à 100 % (pas « ajuster à la page »), pour que les cases mesurent { $size } cm.
sheet-of = Feuille { $sheet } sur { $sheets }
sheet-cut = couper
sheet-glue = coller ici la feuille { $sheet }
sheet-assemble = Découpe la feuille { $sheet } le long du pointillé et colle-la sur la bande grise de la feuille { $next }, en faisant coïncider les repères.
sheet-sowing = Les graines se sèment dans le sens inverse des aiguilles d'une montre
sheet-assemble-right = Découpe la feuille { $sheet } le long du pointillé de droite et colle-la sur la bande grise à gauche de la feuille { $next }, en faisant coïncider les repères.
sheet-assemble-below = Découpe la feuille { $sheet } le long du pointillé du bas et colle-la sur la bande grise en haut de la feuille { $next }, en faisant coïncider les repères.
sheet-sowing-three = Les graines se sèment en suivant les flèches, en une seule boucle à travers toutes les cases ; les cases de chaque joueur ont le même cadre ({ -south } : plein, { -north } : en pointillés)
sheet-sowing-four = Chaque joueur sème seulement autour de ses deux rangées, en suivant les flèches ; les cases de chaque joueur ont le même cadre ({ -south } : plein, { -north } : en pointillés)
sheet-rules-heading = Règles : { $variant }
sheet-setup = Pour commencer, mets { $seeds } dans chaque case. Chaque joueur s'assoit du côté marqué à son nom ; le grenier à ta droite est le tien.
sheet-position-heading = { $variant } : une position
sheet-question = Quel coup jouerais-tu, et pourquoi ?
sheet-play-online = Jouer en ligne : { $address }
sheet-position-text = Position : { $position }
sheet-moves-so-far = Coups joués : { $moves }
sheet-board-label = Le plateau à imprimer

## La feuille d'analyse de la partie (imprimée) : le graphique, les erreurs avec le meilleur coup et les plateaux
## des trois coups les plus coûteux

review-sheet-heading = Wari — analyse de la partie : { $variant }
review-sheet-chart = Graines d'avance au fil de la partie : au-dessus de la ligne { -south } mène, au-dessous { -north }.
review-sheet-axis-move = Coup
review-sheet-player = Joueur
review-sheet-moves = Coups
review-sheet-inaccuracies = Imprécisions
review-sheet-mistakes = Erreurs
review-sheet-blunders = Gaffes
review-sheet-seeds-lost = Graines perdues
review-sheet-list = Erreurs et gaffes, avec le meilleur coup
review-sheet-played = Joué
review-sheet-better = Mieux
review-sheet-judgement = Jugement
review-sheet-inaccuracy = imprécision
review-sheet-mistake = erreur
review-sheet-blunder = gaffe
review-sheet-none = Aucune erreur ni gaffe dans cette partie.
review-sheet-costliest = Les coups les plus coûteux
review-sheet-board = Coup { $move } : { player } a joué { $pit } et perdu environ { seeds }. Mieux : { $best }.
review-sheet-marks = Un cercle en pointillé marque le coup joué, un cercle épais le meilleur coup.
review-sheet-game = Partie : { $moves }

## Première partie guidée

lesson-heading = Première partie
lesson-intro = Tu découvres le Wari ? Apprends les règles en quelques étapes courtes sur le plateau, avec les règles choisies.
lesson-start = Commencer la partie guidée
lesson-title = Étape { $number } sur { $total }
lesson-topic-sowing = Semer
lesson-topic-store = Le grenier
lesson-topic-capture = Prendre
lesson-topic-chain = La chaîne
lesson-topic-lap = Un tour complet
lesson-topic-grand-slam = Toutes les graines d'un coup
lesson-topic-feeding = Nourrir
lesson-topic-end = La fin de la partie
lesson-task-sowing = Tes cases sont la rangée du bas. Prends toutes les graines de la case { $pit } (celle qui est entourée) et sème-les.
lesson-task-sowing-rows = Tes cases sont celles aux lettres majuscules (A, B, C …). Prends toutes les graines de la case { $pit } (celle qui est entourée) et sème-les.
lesson-task-store = Ton grenier est au bout droit de ta rangée. Sème la case { $pit } et regarde où vont ses graines.
lesson-task-capture = Trouve le coup dont la dernière graine tombe dans une case du Nord et y fait { $counts }.
lesson-task-capture-rows = Trouve le coup dont la dernière graine tombe dans ta rangée intérieure, face à des graines du Nord.
lesson-task-chain = Trouve le coup qui prend plus d'une case.
lesson-task-lap = La case { $pit } contient { seeds }, assez pour faire tout le tour. Sème-la et regarde où tombe la dernière.
lesson-task-slam-forbidden = Le Nord n'a plus de graines que dans deux cases. Prends-en, mais souviens-toi : avec ces règles, tu ne peux pas prendre toutes les graines du Nord.
lesson-task-slam = La case { $pit } prendrait toutes les graines qui restent au Nord. Joue-la et regarde ce que disent ces règles.
lesson-task-feed = Le Nord n'a plus de graines. Joue un coup qui lui en donne.
lesson-task-no-feed = Le Nord n'a plus de graines. Avec ces règles, tu n'es pas obligé de lui en donner : joue la case { $pit }.
lesson-task-end = Ton grenier contient { $store } graines. Le premier à { $target } gagne : prends { seeds } pour y arriver.
lesson-done-sowing = La case { $pit } contenait { seeds } : une par une, elles sont allées dans les cases suivantes, { $pits }. On sème toujours dans ce sens, inverse des aiguilles d'une montre.
lesson-done-store = Depuis { $pit }, les graines ont continué jusqu'à { $next } : on ne sème jamais dans un grenier. Un grenier ne garde que les graines que tu prends.
lesson-done-capture = La dernière graine a fait une prise dans { $last } : { seeds } sont allées dans ton grenier.
lesson-done-capture-rows = La dernière graine est tombée dans { $last }, dans ta rangée intérieure : tu as donc pris les graines des cases du Nord dans cette colonne ({ $pits }), { seeds } en tout. Une prise emporte la case intérieure en face de la tienne et la case extérieure derrière elle.
lesson-done-chain = Tu as pris { $pits }, { seeds } en tout. Après une prise, on regarde aussi la case d'avant, et ainsi de suite, tant qu'elle contient un nombre qui se prend.
lesson-done-chain-both = Tu as pris { $pits }, { seeds } en tout. Avec ces règles, la chaîne va dans les deux sens : on regarde aussi les cases avant et après une prise.
lesson-done-lap = La case { $pit } contenait { seeds } : une est allée dans chaque autre case, la case { $pit } elle-même a été sautée, et la dernière est tombée dans { $last }. La case que tu sèmes reste vide.
lesson-done-slam-no-capture = Ce coup prendrait toutes les graines du Nord, donc avec ces règles il ne prend rien.
lesson-done-slam-if-decisive = Ce coup prendrait toutes les graines du Nord sans gagner la partie, donc avec ces règles il ne prend rien. Il ne prend que s'il fait gagner.
lesson-done-slam-all = Tu as pris toutes les graines du Nord : ces règles le permettent.
lesson-done-slam-feed = Tu as pris toutes les graines du Nord, et ces règles te donnent un tour de plus : maintenant tu dois redonner des graines au Nord.
lesson-done-slam-forbidden = Tu as pris { seeds }. Ici, on n'a pas le droit de prendre toutes les graines du Nord : un coup qui le ferait est refusé.
lesson-done-feed = Le Nord a de nouveau des graines. Quand ton adversaire n'en a plus, tu dois lui en donner si tu peux ; si aucun coup ne le peut, la partie se termine.
lesson-done-no-feed = Le Nord n'a ni graine ni coup à jouer, donc la partie est finie : chaque joueur prend les graines de son côté.
lesson-done-end = Ton grenier contient { $store } graines : c'est le but, donc la partie est finie et tu gagnes. Une partie se termine aussi quand le joueur qui doit jouer n'a aucun coup, ou quand la même position revient.
lesson-done-end-no-capture = Ton grenier contient { $store } graines : c'est le but, donc la partie est finie et tu gagnes. Une partie se termine aussi quand le joueur qui doit jouer n'a aucun coup, quand la même position revient, ou quand plus aucune prise n'est possible.
lesson-miss-other-pit = La case { $pit } est à toi, mais cette étape sème depuis { $wanted }, la case entourée. Essaie celle-là.
lesson-miss-no-capture = Sa dernière graine tomberait dans { $last } et y ferait { $count } : pas de prise. Recompte depuis une autre case.
lesson-miss-one-pit = Bien, ce coup prend, mais une seule case ({ seeds }). Cherche un coup qui prend deux cases côte à côte.
lesson-miss-not-over = Ce coup ne termine pas encore la partie. Trouve le coup qui prend.
lesson-try-again = Essaie une autre case.
lesson-ringed = La case entourée est un coup qui marche.
# La ligne d'état quand le coup de l'élève lui-même a réussi l'étape : un compliment et ce que le coup a fait.
lesson-turn-done = { $count ->
    [0] Bravo, c'était le bon coup ! Tu as semé la case { $pit } toi-même, comme l'étape le demandait.
   *[other] Bravo, c'était le bon coup ! Tu as semé la case { $pit } et pris { seeds } toi-même.
}
lesson-back = Retour
lesson-restart = Recommencer l'étape
lesson-next = Étape suivante
lesson-finish = Terminer : retour à la partie
lesson-leave = Quitter la leçon

## Analyse de la partie : l'ordinateur examine chaque position de la partie ; un graphique de qui menait après chaque
## coup ; chaque coup jugé par les graines qu'il a cédées par rapport au meilleur coup de l'ordinateur ; un bilan par joueur

review-open = Analyser la partie
review-heading = Analyse de la partie
review-intro = L'ordinateur examine chaque position de la partie. Le graphique montre qui menait après chaque coup, et de combien de graines. Choisis un coup pour voir la position où il a été joué, avec le meilleur coup entouré.
review-close = Retour à la partie
review-cancel = Arrêter
review-resume = Continuer
review-tables = Préparation… { $percent } %
review-running = Analyse de la position { $done } sur { $total }…
review-stopped = Arrêtée après { $done } positions sur { $total }.
review-done = Toutes les positions sont analysées.
review-refused = L'ordinateur n'a pas pu analyser cette partie.
review-prev = Coup précédent
review-next = Coup suivant
review-learn = Apprends de tes erreurs
review-print = Imprimer l'analyse
review-chart-label = Graphique : qui menait après chaque coup, en graines (en haut : Sud, en bas : Nord)
review-chart-south = Sud mène
review-chart-north = Nord mène
review-good = Bon
review-inaccuracy = Imprécision
review-mistake = Erreur
review-blunder = Gaffe
review-move = Coup { $number } : { player } a joué { $pit }.
review-move-good = Un bon coup : aussi bon que le meilleur de l'ordinateur, ou moins d'une graine en dessous.
review-move-costly = { $judgement ->
    [inaccuracy] Une imprécision
    [mistake] Une erreur
   *[blunder] Une gaffe
} : ce coup a cédé environ { seeds }. Mieux valait { $better }, entouré sur le plateau.
review-move-waiting = L'ordinateur n'a pas encore analysé ce coup.
review-value = { player } mène de { seeds }
review-value-even = Égalité
review-value-wins = { player } peut forcer la victoire
review-table-caption = Tous les coups, jugés
review-col-move = Coup
review-col-player = Joueur
review-col-played = Joué
review-col-judgement = Jugement
review-col-lost = Graines cédées
review-col-better = Meilleur coup
review-col-value = Après le coup
review-summary-heading = Bilan
review-col-count = Coups
review-seeds-lost = Graines cédées

## Entraînement au calcul

practice-heading = Entraînement au calcul
practice-intro = Avant chaque coup, dis où tombera sa dernière graine et combien de graines il prendra. Puis regarde-le semé et compté.
practice-toggle = S'entraîner à compter
practice-hide = Cacher les nombres de graines
practice-score = Réussis : { $right } sur { $total }
practice-ask-last = La case { $pit } contient { seeds }. Où tombera sa dernière graine ? Touche cette case.
practice-ask-last-hidden = La case { $pit } : compte ses graines. Où tombera sa dernière graine ? Touche cette case.
practice-ask-captured = Case { $pit }, dernière graine dans { $last }. Combien de graines prendra-t-il ? Choisis le nombre, puis sème.
practice-captured-label = Graines qu'il prendra
practice-sow = Semer
practice-cancel = Choisir une autre case
practice-counting = { $numbers } …
practice-counted = { $numbers } : la dernière graine tombe dans { $last }, et le coup prend { seeds }.
practice-right = Juste sur les deux points !
practice-last-right = La dernière graine : juste.
practice-last-wrong = La dernière graine est tombée dans { $last }, pas dans { $guess }.
practice-captured-right = La prise : juste.
practice-captured-wrong = Le coup a pris { seeds }, pas { $guess }.

## Problèmes

puzzles-heading = Problèmes
puzzles-intro = De courts problèmes sur de vraies positions ; le programme a prouvé chaque réponse. Ta partie t'attend pendant que tu résous.
puzzles-open = Choisir un problème
puzzles-solved-count = Résolus : { $solved } sur { $total }
puzzles-level-1 = ★ Premiers pas
puzzles-level-2 = ★★ Entraînement
puzzles-level-3 = ★★★ Défi
puzzles-solved-mark = résolu
puzzles-close = Fermer
puzzle-title = Problème { $number } sur { $total }
puzzle-goal-best-capture = Prends le plus de graines possible en un coup.
puzzle-goal-win-in = { $moves ->
    [one] Gagne la partie en un coup.
   *[other] Gagne en { $moves } coups, quoi que joue ton adversaire.
}
puzzle-goal-only-move = Tous les coups sauf un perdent. Trouve celui qui ne perd pas.
puzzle-goal-feed = Ton adversaire n'a plus de graines : nourris-le sans lui laisser de prise.
puzzle-goal-grand-slam = Prends toutes les graines de ton adversaire en un coup (grand chelem).
puzzle-goal-slam-then-feed = Prends toutes les graines de ton adversaire, puis, pendant ton tour supplémentaire, nourris-le sans lui laisser de prise.
puzzle-hint-captures = Un coup prend { seeds }. Pour chaque case, compte où tombe la dernière graine.
puzzle-hint-pit = Commence par une case qui contient { seeds }.
puzzle-miss-fewer = Ce coup prend { $got }, mais un autre prend { seeds }. Essaie encore.
puzzle-miss-slam-nothing = Ce coup prendrait toutes les graines de ton adversaire, et avec ces règles un tel grand chelem ne prend rien. Essaie encore.
puzzle-miss-not-slam = Ce coup ne prend pas toutes les graines de ton adversaire. Essaie encore.
puzzle-miss-no-win = Après ce coup, ton adversaire peut se défendre. Essaie encore.
puzzle-miss-loses = Après ce coup, ton adversaire peut gagner à coup sûr. Essaie encore.
puzzle-miss-gives = Ton adversaire pourrait alors prendre { seeds }. Essaie encore.
puzzle-right = Bien joué ! Ton adversaire répond par sa meilleure défense. À toi.
puzzle-right-again = Bien joué ! Le grand chelem te donne un tour de plus : nourris maintenant ton adversaire sans lui laisser de prise.
puzzle-solved = Résolu !
puzzle-shown = Voici la solution.
puzzle-explain-best = { $move } prend { seeds } ; aucun autre coup ne prend plus de { $next }.
puzzle-explain-win = { $line } : après la meilleure défense de ton adversaire, la partie se termine { $mine } à { $theirs } pour toi.
# Une victoire en un coup : la partie se termine sur le coup même.
puzzle-explain-win-now = { $move } termine la partie aussitôt : { $mine } à { $theirs } pour toi.
puzzle-explain-only = { $move } est le seul coup après lequel ton adversaire ne peut pas gagner à coup sûr.
puzzle-explain-feed = { $move } donne des graines à ton adversaire sans lui laisser de prise ; tout autre coup lui en laisse une.
puzzle-explain-slam = { $move } prend toutes les graines de ton adversaire : { seeds }.
puzzle-explain-slam-feed = { $move } prend toutes les graines de ton adversaire ({ seeds }) ; les règles te donnent un tour de plus, et { $feed } le nourrit sans lui laisser de prise.
puzzle-hint = Indice
puzzle-restart = Recommencer
puzzle-solution = Voir la solution
puzzle-next = Problème suivant
puzzle-leave = Retour à ma partie
problem-puzzle = aucun problème ne porte ce nom ; la liste des problèmes les montre tous
puzzle-turn-solved = Le problème est résolu.
puzzle-turn-shown = La solution est jouée sur le plateau.

## Apprendre de ses erreurs (depuis l'analyse de la partie) : chaque erreur de la partie rejouée sur le plateau

mistakes-heading = Apprendre de ses erreurs
mistakes-count = Erreur { $number } sur { $total }
mistakes-task-you = Coup { $move } : ici tu as joué { $pit } et perdu environ { seeds }. Trouve un meilleur coup.
mistakes-task-player = Coup { $move } : ici { player } a joué { $pit } et perdu environ { seeds }. Trouve un meilleur coup.
mistakes-same = C'est le coup joué dans la partie. Trouves-en un meilleur.
mistakes-wrong = { $pit } ferait aussi perdre environ { seeds }. Essaie encore.
mistakes-right-best = Bravo ! { $pit } est le meilleur coup.
mistakes-right = Bravo ! { $pit } vaut le meilleur coup, { $best }.
mistakes-shown = Le meilleur coup est { $pit }.
mistakes-clue-capture = Un coup prend { seeds }. Pour chaque case, compte où tombe sa dernière graine.
mistakes-clue-threat = Après { $pit }, ton adversaire pouvait prendre { seeds }. Trouve un coup qui les protège.
mistakes-clue-later = Les graines ont été perdues quelques coups plus tard. Pour chaque coup, pense à ce que ton adversaire pourrait répondre.
mistakes-hint = Indice
mistakes-show = Montrer le meilleur coup
mistakes-skip = Passer
mistakes-next = Erreur suivante
mistakes-finish = Voir le résultat
mistakes-again = Recommencer
mistakes-leave = Retour à ma partie
mistakes-end = Meilleurs coups trouvés : { $found } sur { $total }.
mistakes-none = Cette partie n'a ni erreur ni gaffe dont tirer une leçon. Bien joué !
mistakes-turn-done = Cette erreur est faite : passe à la suivante quand tu veux.

## Préparer une position (l'éditeur de positions)

editor-heading = Préparer une position
editor-intro = Place des graines dans n'importe quelle case et n'importe quel grenier, choisis qui joue, puis joue la position, partage-la ou imprime-la comme fiche d'exercice.
editor-open = Préparer une position
editor-help = Choisis une case ou un grenier sur le plateau, puis ajoute ou retire des graines. Sur le plateau, + et − ajoutent et retirent une graine, et un chiffre met ce nombre de graines.
editor-count-pit = Graines dans la case { $pit }
editor-count-store = Graines : { store-name }
editor-less = Une graine de moins
editor-more = Une graine de plus
editor-to-move = Qui joue en premier
editor-feed-turn = Rejoue après un grand chelem (G5)
editor-feed-turn-title = Le joueur qui a le trait vient de prendre toutes les graines de l'adversaire et rejoue aussitôt ; ce coup doit le nourrir.
editor-clear = Vider le plateau
editor-fill = Graines manquantes dans les greniers
editor-fill-title = Met les graines pas encore placées dans les deux greniers, aussi également que possible
editor-start = Position de départ
editor-placed = { $placed } graines placées sur { $total }.
editor-ready = Prête à jouer.
editor-missing = Encore à placer : { seeds }. Ajoute-les dans des cases, ou mets-les dans les greniers avec « Graines manquantes dans les greniers ».
editor-extra = Il y a { seeds } de trop pour cette variante : retires-en.
editor-over-target = La partie serait déjà finie : { store-name } contient { seeds }, et l'objectif est { $target }.
editor-over-no-capture = La partie serait déjà finie : plus aucune prise n'est possible sur ce plateau.
editor-over-stuck = La partie serait déjà finie : c'est à { player } de jouer, mais aucun coup n'est permis.
editor-play-heading = Jouer cette position
editor-play-two = Deux joueurs
editor-play-south = Je joue Sud, contre l'ordinateur
editor-play-north = Je joue Nord, contre l'ordinateur
editor-link = Copier un lien
editor-embed = Intégrer comme problème
editor-print = Imprimer la fiche
editor-leave = Retour à la partie
editor-status = Préparation d'une position. La partie en cours est gardée.

## La fiche de problèmes (choisis dans la liste des problèmes, imprimés)

puzzles-sheet-heading = Une fiche à imprimer
puzzles-sheet-intro = Coche les problèmes à imprimer, ou prends les six de la semaine (de la variante que tu joues, deux de chaque niveau). Chaque problème est dessiné avec ses graines et des lignes pour écrire ; les solutions sont sur une dernière feuille à part.
puzzles-sheet-add = Sur la fiche
puzzles-sheet-add-label = Problème { $number } : { puzzles-sheet-add }
puzzles-sheet-week = Les 6 de la semaine
puzzles-sheet-print = Imprimer la fiche

## The Puzzles list's filter, and what this week's six were chosen from
puzzles-filter-variant = Variante
puzzles-filter-level = Niveau
puzzles-filter-all-variants = Toutes les variantes
puzzles-filter-all-levels = Tous les niveaux
puzzles-filter-none = Aucun problème de cette variante à ce niveau : choisis un autre niveau.
puzzles-week-own = Cochés : six problèmes de la variante que tu joues, { $variant }.
puzzles-week-mixed = Cochés : les { $own } problèmes de la variante que tu joues, { $variant }, et { $others } des variantes les plus proches.
puzzles-week-none = Aucun problème n'a ces règles : six problèmes des variantes les plus proches sont cochés.

sheet-puzzles-heading = Wari — problèmes
sheet-puzzle = Problème { $number }
sheet-name = Nom : ______________________   Date : ____________
sheet-answers = Solutions
