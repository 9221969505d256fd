# LYNGK — messages en français.
# Vocabulaire de la règle française : pile, joker, revendiquer, point LYNGK.

## Éléments communs

verbatim = { $text }
list-separator = {", "}
list-and = { $a } et { $b }
colors-none = aucune couleur pour l'instant
duration-separator = {" "}
duration-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
duration-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-under-a-minute = moins d'une minute

color-ivory = ivoire
color-blue = bleu
color-red = rouge
color-green = vert
color-black = noir
color-joker = joker


variant-standard = standard
variant-sixstack = pile de six, mort subite

button-accept = Accepter
button-decline = Refuser
button-rematch = Revanche
button-resign = Abandonner
button-keep-playing = Continuer la partie
button-previous-page = ◀ Précédent
button-next-page = Suivant ▶
resign-confirm = Abandonner la partie contre { $opponent } ? Elle compte comme une défaite.
resign-kept = Vous continuez la partie.
resign-outdated = Cette partie est déjà terminée ; rien n'a changé.

## Erreurs

internal-error = Désolé, un problème est survenu de notre côté. Rien n'a été modifié ; veuillez réessayer.
cannot-challenge-self = Vous ne pouvez pas vous défier vous-même.
channel-busy = Une partie est déjà en cours dans ce salon ; terminez-la d'abord (ou jouez dans un autre salon).
challenge-pending = Un défi est déjà ouvert dans ce salon ({ $challenger } contre { $opponent }). Il doit d'abord recevoir une réponse, être annulé ou expirer.
challenge-pending-open = Un défi est déjà ouvert dans ce salon ({ $challenger } contre qui le veut). Il doit d'abord être accepté, annulé ou expirer.
no-open-challenge = Il n'y a aucun défi ouvert ici.
challenge-already-accepted = Ce défi a déjà été accepté.
challenge-taken = Trop tard : { $taker } a déjà accepté ce défi.
cannot-accept-own-challenge = C'est votre propre défi : quelqu'un d'autre doit l'accepter. Vous pouvez l'annuler avec `/lyngk cancel`.
open-challenge-not-declined = Ce défi est ouvert à tous, il n'y a donc rien à refuser : ignorez-le simplement. { $challenger } peut l'annuler avec `/lyngk cancel`.
challenge-was-declined = Ce défi a été refusé.
challenge-was-withdrawn = Ce défi a été retiré.
challenge-has-expired = Ce défi a expiré.
challenge-expired = Ce défi a expiré. Lancez-en un nouveau si vous voulez toujours jouer.
challenge-not-for-you = Ce défi s'adresse à { $opponent }, pas à vous.
not-your-challenge = Vous n'avez aucun défi ouvert à retirer dans ce salon.
wrong-channel = Cela concerne un autre salon.
no-game = Aucune partie n'est en cours dans ce salon.
never-a-game = Aucune partie n'a encore été jouée dans ce salon.
not-a-player = Vous ne jouez pas la partie de ce salon.
not-your-turn = Ce n'est pas votre tour : c'est à { $next } de jouer.
changed-meanwhile = La partie a changé pendant le traitement de votre action ; regardez le plateau et réessayez.
moderators-only = Seuls les modérateurs peuvent interrompre une partie.
admins-only = Seuls les membres qui ont la permission Gérer le serveur peuvent modifier le délai par tour.
turn-limit-out-of-range = Le délai par tour doit être compris entre { $min } et { $max }.
game-not-over = Cette partie est encore en cours.
no-such-game = Cette partie n'existe pas.
search-busy = L'ordinateur répond encore à l'un de vos coups (ici ou dans un autre salon). Attendez sa réponse, puis réessayez ; rien n'a été modifié.

bad-move = `{ $text }` n'est pas un coup ({ $why }). Indiquez le point de départ et le point d'arrivée, par ex. `C3-E5` ou `C3 E5`, ou le chemin LYNGK complet, par ex. `B5-B2-C3-E3`.
bad-move-nothing = Écrivez un coup : le point de départ et le point d'arrivée, par ex. `C3-E5` ou `C3 E5`.
bad-move-too-few-points = un coup demande un point de départ et un point d'arrivée
bad-move-too-many-points = trop de points
bad-move-not-a-point = `{ $point }` n'est pas un point du plateau
bad-move-empty-point = il manque le point { $position } : deux séparateurs se suivent, ou l'un d'eux commence ou termine le coup

## Coups interdits (un par règle du moteur)

illegal = Coup interdit : { $reason }.
illegal-game-over = la partie est terminée
illegal-already-claimed-this-turn = vous avez déjà revendiqué une couleur ce tour-ci : déplacez maintenant une pile
illegal-two-claims-already = vous avez déjà revendiqué deux couleurs
illegal-joker-not-claimable = les jokers blancs n'appartiennent à personne et ne peuvent pas être revendiqués
illegal-color-yours = { $color ->
    [ivoire] l'ivoire
   *[other] le { $color }
} est déjà à vous
illegal-color-opponents = { $color ->
    [ivoire] l'ivoire
   *[other] le { $color }
} est déjà revendiqué par votre adversaire
illegal-claim-without-move = vous ne pouvez pas revendiquer { $color ->
    [ivoire] l'ivoire
   *[other] le { $color }
} : vous n'auriez ensuite aucun coup à jouer
illegal-pass-with-move = vous ne pouvez pas passer : vous avez un coup légal
illegal-pass-with-claim = vous ne pouvez pas passer : revendiquer une couleur vous donnerait un coup, vous devez donc revendiquer
illegal-empty-start = il n'y a aucune pile en { $point }
illegal-joker-cannot-move = le joker seul en { $point } ne peut jamais être déplacé
illegal-opponents-stack = la pile en { $point } est surmontée d'une pièce { $color ->
    [bleu] bleue
    [vert] verte
    [noir] noire
   *[other] { $color }
}, la couleur de votre adversaire
illegal-full-stack-cannot-move = la pile en { $point } est complète ({ $limit } pièces) et ne peut plus bouger
illegal-same-point = une pile ne peut pas se déplacer sur elle-même ({ $point })
illegal-empty-target = il n'y a aucune pile en { $point } : un coup doit se poser sur une autre pile
illegal-unreachable-own = { $to } est hors d'atteinte depuis { $from } : ce n'est ni un voisin ni la première pile sur une ligne, et aucune chaîne LYNGK n'y mène
illegal-unreachable-neutral = { $to } est hors d'atteinte depuis { $from } : ce n'est ni un voisin ni la première pile sur une ligne (une chaîne LYNGK exige une pile surmontée d'une de vos couleurs revendiquées)
illegal-full-target = la pile en { $point } est complète ({ $limit } pièces) : rien ne peut s'y poser
illegal-too-high = la pile obtenue aurait { $height } pièces ; la limite est de { $limit }
illegal-color-twice = la pile obtenue contiendrait deux fois { $color ->
    [ivoire] l'ivoire
   *[other] le { $color }
}
illegal-neutral-too-low = une pile surmontée d'une couleur neutre ne se pose que sur une pile pas plus haute qu'elle : elle a { $height ->
    [one] { $height } pièce
   *[other] { $height } pièces
}, la pile en { $to } en a { $to_height }
illegal-chain-needs-own-color = seule une pile surmontée d'une de vos couleurs revendiquées peut faire un coup LYNGK, et la pile en { $point } ne l'est pas
illegal-not-on-line = { $to } n'est pas la première pile sur une ligne droite depuis { $from }
illegal-not-lyngk-point = { $point } n'est pas un point LYNGK : cette pile n'est pas surmontée d'une pièce { $color ->
    [bleu] bleue
    [vert] verte
    [noir] noire
   *[other] { $color }
}
illegal-lyngk-point-twice = le point LYNGK { $point } ne peut servir qu'une fois par tour

## Défis

challenged = { $opponent }, { $challenger } vous défie à une partie de LYNGK ({ $variant }). Acceptez dans les { $ttl }.
challenged-anyone = { $challenger } défie qui le veut ici à une partie de LYNGK ({ $variant }) : le premier à accepter joue. Ouvert pendant { $ttl }.
rematch-offered = { $opponent }, { $challenger } vous propose une revanche ({ $variant }). Acceptez dans les { $ttl }.
declined = { $challenger }, { $opponent } a refusé votre défi.
cancelled = { $challenger } a retiré son défi.
challenge-timed-out = { $challenger }, votre défi à { $opponent } a expiré sans réponse.
challenge-timed-out-open = { $challenger }, personne n'a accepté votre défi ouvert à temps ; il a expiré.
challenge-other-bot = { $bot } est un bot et ne peut pas jouer. Défiez un membre, ou jouez contre l'ordinateur avec `/lyngk play-ai`.
game-started = Une partie de LYNGK ({ $variant }) commence : { $p1 } est le joueur 1, { $p2 } le joueur 2, tirés au sort. { $p1 }, vous commencez (revendiquez une couleur puis déplacez une pile, ou déplacez simplement). Chaque tour peut durer jusqu'à { $limit }.

## Les tours

claimed = { $user } revendique { $color ->
    [ivoire] l'ivoire
   *[other] le { $color }
}.
now-move = { $user }, déplacez maintenant une pile.
moved = { $user } joue `{ $move }`.
moved-lyngk = { $user } joue `{ $move }`, un coup LYNGK par { $via } (chemin { $path }).
scored = { $user } complète une pile de cinq surmontée de sa couleur et la retire : { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
passed = { $user } n'a aucun coup légal et passe.
to-move = { $user }, à vous de jouer (joueur { $player }, { $colors }).
turn-warning = { $user }, la moitié de votre temps pour ce tour est écoulée : il vous reste { $left } avant de perdre au temps.

## La fin

end-no-moves = Plus aucun joueur ne peut jouer : la partie est terminée.
end-score-line = Joueur { $player } ({ $user }) : { $score }
score-standard = { $a ->
        [one] 1 point
       *[other] { $a } points
    } ; piles de quatre : { $b }, de trois : { $c }, de deux : { $d } ; pièces seules : { $e }
score-sixstack = piles de cinq : { $a }, de quatre : { $b }, de trois : { $c }, de deux : { $d } ; pièces seules : { $e }
criterion-points = points
criterion-5stacks = piles de 5
criterion-4stacks = piles de 4
criterion-3stacks = piles de 3
criterion-2stacks = piles de 2
criterion-singles = pièces seules
end-win-on = **{ $user } gagne** au nombre de { $criterion }.
end-win-on-tiebreak = **{ $user } gagne** au nombre de { $criterion } (égalité auparavant pour : { $equal }).
end-draw = **Match nul** : tous les nombres sont égaux.
sudden-death = { $user } complète une pile de six surmontée de sa couleur : **mort subite, { $user } gagne !**
resigned = { $loser } abandonne. **{ $winner } gagne.**
lost-on-time = { $loser } n'a pas joué à temps et perd au temps. **{ $winner } gagne.**
aborted = { $user } a interrompu la partie. Pas de résultat, pas de changement de cote.
rating-change = { $user } : cote { $old } → { $new } ({ $delta })
not-rated-early = La partie s'est terminée avant que les deux joueurs aient joué : elle ne change aucune cote.
not-rated-outside-servers = Les parties jouées hors d'un serveur ne changent aucune cote.

## Consulter une partie

game-over-won = Partie terminée : { $user } a gagné{ $how ->
    [sudden-death] {" "}par mort subite
    [resign] {" "}par abandon
    [timeout] {" "}au temps
   *[moves] {""}
}.
game-over-draw = Partie terminée : match nul.
game-over-aborted = La partie a été interrompue.
history-head = Partie n° { $game } : joueur 1 { $p1 }, joueur 2 { $p2 }. Position de départ et coups :
history-no-moves = (aucun coup pour l'instant)
history-replay-it = Pour la revoir coup par coup : `/lyngk replay`.
replay-caption = Rediffusion de { $p1 } contre { $p2 } ({ $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}).
replay-alt = Une animation de la partie, une image par action, { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}.
analysis-head = Analyse de { $p1 } contre { $p2 } ({ $variant }, { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}) : le graphique montre les chances de gagner de { $p1 } après chaque tour, telles que la recherche de l'ordinateur les estime.
analysis-swing-drop = Tour { $turn } : { $user } a joué `{ $notation }`, et ses chances de gagner sont tombées de { $from } % à { $to } %.
analysis-swing-rise = Tour { $turn } : { $user } a joué `{ $notation }`, et ses chances de gagner sont montées de { $from } % à { $to } %.
analysis-preferred = → La recherche préférait `{ $notation }`, qui gardait { $chance } %.
analysis-level = Aucun tour n'a changé l'équilibre.
analysis-note = Estimations tirées de { $iterations } itérations de recherche par position : un repère, pas une preuve.
analysis-alt = Un graphique des chances de gagner de { $user } après chacun des { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}, de 0 à 100 %, les plus grands retournements entourés.
analysis-busy = L'ordinateur est encore occupé par une recherche que vous avez demandée (une analyse ou l'une de vos parties). Attendez qu'elle se termine, puis réessayez.

## Classement et statistiques

ladder-empty = Personne n'a encore terminé de partie classée en { $variant } sur ce serveur.
ladder-title = **Classement : { $variant }** (page { $page } sur { $pages })
ladder-row = { $rank }. { $user } { $rating } (gagnées : { $won }, perdues : { $lost }, nulles : { $drawn })
ladder-provisional = Une cote suivie de ? est provisoire : encore trop peu de parties classées (écart de cote supérieur à { $deviation }).
ladder-you = Vous : n° { $rank } sur { $size }.
ladder-you-unrated = Vous n'êtes pas encore dans ce classement : terminez une partie classée en { $variant } pour y entrer.
stats-none = { $user } n'a encore terminé aucune partie sur ce serveur.
stats-title = **Statistiques de { $user }**
stats-rating = Cote ({ $variant }) : { $rating } (±{ $deviation })
stats-games = Parties : { $games } (gagnées : { $won }, perdues : { $lost }, nulles : { $drawn })
stats-streak = Série en cours : { $kind ->
    [win] { $count ->
        [one] { $count } victoire
       *[other] { $count } victoires
    }
    [loss] { $count ->
        [one] { $count } défaite
       *[other] { $count } défaites
    }
   *[draw] { $count ->
        [one] { $count } nulle
       *[other] { $count } nulles
    }
}
stats-variant = { $variant } — gagnées : { $won }, perdues : { $lost }, nulles : { $drawn }
stats-outside-title = **En dehors des serveurs** (messages privés et groupes, non classées)
stats-outside-none = { $user } n'a encore terminé aucune partie en dehors des serveurs.
stats-servers-title = **Parties classées sur des serveurs** (vous seul le voyez ; le classement d'un serveur : `/lyngk stats` sur ce serveur)
stats-server-row = { $link } : { $games } (gagnées : { $won }, perdues : { $lost }, nulles : { $drawn })
stats-servers-more = …et { $count } serveurs de plus.
turn-limit-set = Chaque tour peut désormais durer jusqu'à { $limit }. Les tours en cours gardent leur échéance actuelle.

## La règle

rules = **LYNGK en bref**
    • **Mise en place.** Les 43 pièces — 8 de chaque couleur, ivoire (I), bleu (B), rouge (R), vert (G) et noir (K), plus 3 jokers blancs (W) — sont réparties au hasard sur les 43 points, une par point. Le premier joueur est tiré au sort.
    • **Revendiquer.** Toutes les couleurs sont d'abord neutres. Au début de votre tour, avant de jouer, vous pouvez revendiquer une couleur libre (deux au plus sur la partie), puis vous jouez dans le même tour. Dès lors, vous seul pouvez déplacer les piles qu'elle surmonte. Les jokers n'appartiennent à personne et ne se déplacent jamais seuls.
    • **Déplacer.** À chaque tour, vous déplacez une pile entière (une pièce seule est une pile) sur une autre pile, jamais sur un point vide : un voisin, ou la première pile sur une ligne droite, par-dessus les points vides. Une pile compte au plus 5 pièces, jamais deux fois la même couleur ; les jokers remplacent n'importe quelle couleur. Une pile surmontée d'une couleur neutre ne se pose que sur une pile pas plus haute qu'elle ; une pile surmontée de votre couleur se pose sur n'importe quelle pile. Une pile de 5 ne bouge plus, et rien ne s'y pose.
    • **La règle LYNGK.** Une pile surmontée de votre couleur qui atteint une autre pile surmontée de la même couleur ne s'y arrête pas : elle s'en sert de point LYNGK et repart dans n'importe quelle direction, jusqu'à se poser. Chaque point LYNGK sert au plus une fois par tour.
    • **Marquer.** Une pile de cinq surmontée d'une de vos couleurs quitte le plateau et vous rapporte un point. Celle dont le sommet est neutre reste et ne rapporte rien à personne, même si sa couleur est revendiquée plus tard ; elle peut encore servir de point LYNGK à qui possède sa couleur. Si vous n'avez aucun coup légal, vous passez.
    • **Fin.** Quand plus personne ne peut jouer, le plus de points l'emporte ; à égalité, le plus de piles de 4 surmontées de vos couleurs, puis de piles de 3, de 2 et de pièces seules.
    • **Variante pile de six (mort subite).** Les piles peuvent atteindre 6 pièces et rien ne quitte le plateau (une pile de 5 peut encore bouger) ; un joker compte aussi comme le blanc. Compléter une pile de six surmontée de votre couleur fait gagner aussitôt. Sinon, les piles de 5 départagent d'abord.
    Commandes : défier, accepter, refuser, annuler, revendiquer, déplacer (`C3-E5` ou le chemin complet `B5-B2-C3-E3`), reprise (l'adversaire doit accepter), abandonner, plateau, historique, revoir, analyser (une partie terminée), fiche exporter (la fiche d'une partie en fichier), fiche importer (une fiche, comme partie à vous), revanche, parties, mesparties, rappels (rappels de tour en message privé), classement, stats ; jouer-ordinateur pour affronter l'ordinateur (facile, normal, difficile ou maître, qui réfléchit 2 à 3 secondes par coup) ; apprendre (des leçons à jouer), probleme (des problèmes tirés de vraies parties), erreurs (rejouer vos tours les plus coûteux) ; tournoi participer, quitter, classement. Modérateurs : `/lyngk-admin` (arrêter une partie, paramètres du serveur, tournois).


## Le plateau en mots (texte alternatif pour les lecteurs d'écran)

alt-sentence-separator = {" "}
alt-group-separator = {" ; "}
alt-piece-separator = {" "}
alt-then = {", puis "}
alt-head = Plateau de LYNGK, partie { $variant }.
alt-winner = Partie terminée : le joueur { $player } gagne.
alt-draw = Partie terminée : match nul.
alt-aborted = Partie annulée par un modérateur : pas de résultat.
alt-why-count = Plus personne ne pouvait jouer ; le décompte a décidé.
alt-why-sixstack = Une pile de six de la couleur du gagnant l'a terminée.
alt-why-resigned = Le joueur { $player } a abandonné.
alt-why-time = Le joueur { $player } a dépassé son temps.
alt-why-forfeit = Le joueur { $player } a quitté le tournoi.
alt-to-move = Au joueur { $player } de jouer.
alt-to-move-claimed = Au joueur { $player } de jouer, après avoir revendiqué ce tour-ci.
alt-claims-points = Le joueur { $player } a revendiqué : { $colors } ; { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
alt-claims = Le joueur { $player } a revendiqué : { $colors }.
alt-neutral = Couleurs neutres : { $colors }.
alt-no-neutral = Aucune couleur neutre.
alt-last = Dernier tour, joueur { $player } : { $what }.
alt-last-claimed = a revendiqué { $color ->
    [ivoire] l'ivoire
   *[other] le { $color }
}
alt-last-passed = a passé
alt-last-moved = a déplacé { $from } vers { $to }
alt-last-moved-lyngk = a déplacé { $from } vers { $to } par les points LYNGK { $via }
alt-stack = { $point } { $pieces }
alt-stacks = Piles, de bas en haut : { $stacks }.
alt-single-group = { $color } { $points }
alt-singles = Pièces seules : { $groups }.
alt-empty = { $n ->
    [one] { $n } point vide.
   *[other] { $n } points vides.
}

## Les mots dessinés sur les images (le bandeau du plateau, les graphiques)
## { $player } est le joueur dont parle la phrase (au trait, le gagnant),
## { $other } son adversaire : tous deux sont des noms tels que l'image les montre.

picture-points = POINTS
picture-five-stacks = PILES DE 5
picture-tag-to-move = À JOUER
picture-tag-winner = GAGNANT
picture-neutral = NEUTRES
picture-no-neutral = aucune
picture-variant-standard = PARTIE STANDARD
picture-variant-sixstack = PILE DE SIX · MORT SUBITE
picture-player = Joueur { $number }
picture-to-move = À { $player } de jouer
picture-claimed = { $player } a revendiqué et joue ensuite
picture-passed = { $other } n'avait aucun coup et a passé · à { $player } de jouer
picture-won-count = Partie terminée · { $player } gagne · plus aucun coup
picture-won-sixstack = Partie terminée · { $player } gagne · pile de six
picture-won-resigned = Partie terminée · { $player } gagne · { $other } a abandonné
picture-won-time = Partie terminée · { $player } gagne · { $other } a dépassé son temps
picture-won-forfeit = Partie terminée · { $player } gagne · { $other } a quitté le tournoi
picture-draw = Partie terminée · nulle · plus aucun coup
picture-aborted = Partie annulée · pas de résultat
picture-computer = Ordinateur
picture-you = Vous
picture-opponent = Adversaire
picture-puzzle-task-win = Trouvez le tour qui gagne à coup sûr · { $turns } à trouver
picture-puzzle-task-draw = Trouvez le tour qui sauve la nulle · { $turns } à trouver
picture-puzzle-solved = Résolu ✓
picture-puzzle-solution = Le premier tour de la solution
chart-chances-title = Chances de gagner, tour par tour
chart-ahead = { $player } devant
chart-swing = bascule : tour, joueur
chart-turn-axis = tour
chart-chance-axis = chances de gagner de { $player }
chart-ratings-title = Cotes de { $player }
chart-ladder-standard = standard
chart-ladder-sixstack = pile de six
chart-games-axis = parties classées jouées
chart-rating-axis = cote

## The computer opponent

computer = l'ordinateur
level-easy = facile
level-normal = normal
level-hard = difficile
level-master = maître
stats-vs-computer = Contre l'ordinateur ({ $level }, non classé) : gagnées : { $won }, perdues : { $lost }, nulles : { $drawn }
ai-game-started = { $user } commence une partie de LYNGK ({ $variant }) contre l'ordinateur (niveau { $level }) ; elle n'est pas classée. Tirage au sort : { $first } commence. Chacun de vos tours peut durer jusqu'à { $limit }.
computer-answers = L'ordinateur ({ $level }) répond :
computer-thinking = L'ordinateur ({ $level }) réfléchit ; sa réponse suit.

## Discord : erreurs de l'adaptateur

guild-only = Cette commande fonctionne dans un serveur : les défis, les parties et classements du serveur et les tournois y sont. Ici, vous pouvez jouer contre l'ordinateur (`/lyngk play-ai`), suivre les leçons, faire des problèmes et revoir vos parties.
server-install-only = Cette commande demande que les gestionnaires du serveur y aient ajouté LYNGK : les parties et classements du serveur, ses réglages et ses tournois y sont. Ici, vous pouvez défier un ami (`/lyngk challenge`), jouer contre l'ordinateur (`/lyngk play-ai`), suivre les leçons, faire des problèmes et revoir vos parties.
unreadable-input = Je n'ai pas pu lire `{ $input }` : { $error }
unreadable = Je n'ai pas pu lire cela : { $error }
stale-button = Ce bouton ne fait plus rien.
no-attachments-here = Ni image ni fichier ici : ce salon ne permet pas aux applications de joindre des fichiers (la permission *Joindre des fichiers* leur est retirée), le texte dit donc tout.

## Discord : les commandes (noms en minuscules, sans espace)

cmd-lyngk-desc = Jouer à LYNGK, le jeu abstrait où l'on empile les couleurs
cmd-lyngk-admin-desc = LYNGK pour modérateurs et gérants : arrêter une partie, paramètres du serveur, tournois
cmd-challenge-name = défier
cmd-challenge-desc = Défier quelqu'un à une partie dans ce salon
opt-challenge-opponent-name = adversaire
opt-challenge-opponent-desc = La personne que vous voulez affronter (vide : n'importe qui peut accepter)
opt-challenge-variant-name = variante
opt-challenge-variant-desc = Standard (par défaut) ou pile de six, mort subite
cmd-play-ai-name = jouer-ordinateur
cmd-play-ai-desc = Jouer contre l'ordinateur dans ce salon (non classé)
opt-play-ai-level-name = niveau
opt-play-ai-level-desc = La force de jeu de l'ordinateur
opt-play-ai-variant-name = variante
opt-play-ai-variant-desc = Standard (par défaut) ou pile de six, mort subite
choice-level-easy = Facile
choice-level-normal = Normal
choice-level-hard = Difficile
choice-level-master = Maître
cmd-accept-name = accepter
cmd-accept-desc = Accepter le défi qui vous est adressé dans ce salon
cmd-decline-name = refuser
cmd-decline-desc = Refuser le défi qui vous est adressé dans ce salon
cmd-cancel-name = annuler
cmd-cancel-desc = Retirer votre défi ouvert dans ce salon
cmd-claim-name = revendiquer
cmd-claim-desc = Revendiquer une couleur au début de votre tour (puis jouer)
opt-claim-color-name = couleur
opt-claim-color-desc = La couleur à revendiquer
cmd-move-name = déplacer
cmd-move-desc = Déplacer une pile (en revendiquant d'abord une couleur, si vous le voulez)
opt-move-from-name = de
opt-move-from-desc = La pile à déplacer, par ex. C3
opt-move-to-name = vers
opt-move-to-desc = Où elle se pose, par ex. E5, ou un chemin LYNGK comme B2 C3 E3
opt-move-claim-name = revendication
opt-move-claim-desc = Une couleur à revendiquer avant de jouer
cmd-board-name = plateau
cmd-board-desc = Afficher le plateau de la partie de ce salon
cmd-history-name = historique
cmd-history-desc = Les coups joués jusqu'ici dans la partie de ce salon
cmd-replay-name = revoir
cmd-replay-desc = Une animation de la partie de ce salon
cmd-analyse-name = analyser
cmd-analyse-desc = L'analyse par l'ordinateur d'une partie terminée : chances de gagner et tournants
opt-analyse-game-name = partie
opt-analyse-game-desc = Le numéro de la partie (par défaut : la dernière partie de ce salon)
cmd-resign-name = abandonner
cmd-resign-desc = Abandonner la partie de ce salon (vous devrez confirmer)
cmd-rematch-name = revanche
cmd-rematch-desc = Défier à nouveau votre dernier adversaire dans ce salon
cmd-leaderboard-name = classement
cmd-leaderboard-desc = Les meilleurs joueurs de ce serveur, par variante
opt-leaderboard-variant-name = variante
opt-leaderboard-variant-desc = Quel classement : standard (par défaut) ou pile de six, mort subite
cmd-stats-name = stats
cmd-stats-desc = La cote et les résultats d'un joueur (les vôtres par défaut)
opt-stats-user-name = joueur
opt-stats-user-desc = Les résultats de qui
cmd-rules-name = règles
cmd-rules-desc = Comment jouer à LYNGK
cmd-abort-name = interrompre
cmd-abort-desc = Arrêter la partie de ce salon sans résultat (Gérer les messages)
cmd-settings-name = paramètres
cmd-settings-desc = Paramètres du serveur (Gérer le serveur)
cmd-settings-turn-limit-name = délai-tour
cmd-settings-turn-limit-desc = Le temps qu'un joueur a pour jouer son tour avant de perdre (Gérer le serveur)
opt-settings-turn-limit-hours-name = heures
opt-settings-turn-limit-hours-desc = Heures par tour
choice-color-ivory = Ivoire (I)
choice-color-blue = Bleu (B)
choice-color-red = Rouge (R)
choice-color-green = Vert (G)
choice-color-black = Noir (K)
choice-variant-standard = Standard
choice-variant-sixstack = Pile de six, mort subite
autocomplete-via = { $to } (par { $via })
autocomplete-claim = { $to } — en revendiquant { $color ->
    [ivoire] l'ivoire
   *[other] le { $color }
}
autocomplete-claim-via = { $to } — en revendiquant { $color ->
    [ivoire] l'ivoire
   *[other] le { $color }
}, par { $via }
claim-conflict = La destination choisie demande de revendiquer { $carried ->
    [ivoire] l'ivoire
   *[other] le { $carried }
}, mais l'option `revendication` indique { $chosen }. Choisissez à nouveau la destination, ou laissez `revendication` vide.

## Le terminal

local-usage = usage : <joueur> { $usage }
local-unknown-command = commande inconnue `{ $command }` ; essayez `help`
local-io-error = écriture impossible : { $error }
local-help =
    Commandes, une par ligne : <joueur> <commande> [arguments]
      challenge <joueur> [standard|sixstack]   accept   decline   cancel
      play-ai <easy|normal|hard|master> [standard|sixstack]   (une partie contre l'ordinateur)
      claim <couleur> [coup]                  move <de> <vers> | move C3-E5 | move B5-B2-C3-E3 | move +R C3-E5
      resign   board   history   replay   rematch   abort   rules
      leaderboard [standard|sixstack] [page]   stats [joueur]   turnlimit <30m|2h|1d>   wait <durée> (avec --now)
      takeback   takeback-accept   takeback-decline   (reprises de coup)   settings   takebacks <on|off>
      analyse [partie]   games   mygames   notify <on|off>
      export [partie | imported <n>]   import <fichier>   replay [partie | imported <n>]   (fiches de partie)
      menu   pick <numéro>   (le bouton Jouer et ses menus)   threads <on|off>
      learn [leçon]   try [+R] <de> <vers>   (leçons à jouer)
      puzzle [daily]   puzzle [+R] <de> <vers>   (problèmes prouvés par le solveur)

## Trouver les parties

games-none = Aucune partie n'est en cours sur ce serveur.
games-title = **Parties en cours** ({ $count })
games-row = { $p1 } contre { $p2 } · { $variant } · au tour de { $next } depuis { $since } · { $link }
games-more = …et { $count } de plus.
mygames-none = { $place ->
    [everywhere] Vous n'avez encore aucune partie, sur un serveur ou en dehors.
   *[server] Vous n'avez encore aucune partie sur ce serveur ni en dehors des serveurs.
}
mygames-title = **Vos parties** ({ $count }) · { $place ->
    [everywhere] partout
   *[server] sur ce serveur et en dehors des serveurs
}
mygames-row-your-turn = ▶ **à vous de jouer** · contre { $opponent } · { $variant } · depuis { $since } · { $link }
mygames-row-waiting = contre { $opponent } · { $variant } · au tour de { $next } depuis { $since } · { $link }
mygames-row-finished = { $result ->
    [win] gagnée
    [loss] perdue
   *[draw] nulle
} · contre { $opponent } · { $variant } · terminée { $when } · { $link }
mygames-page = Page { $page } sur { $pages }
cmd-games-name = parties
cmd-games-desc = Les parties en cours sur ce serveur
cmd-mygames-name = mesparties
cmd-mygames-desc = Vos parties, celles où c'est votre tour, puis les terminées, chacune avec un lien

## Rappels de tour

notify-on = Les rappels de tour sont activés : vous recevrez un message privé quand ce sera votre tour dans l'une de vos parties, et quand la moitié de votre temps pour un tour sera écoulée. Ils n'arrivent que si vos messages privés sont ouverts aux membres du serveur.
notify-off = Les rappels de tour sont désactivés.
reminder-your-turn = C'est votre tour dans votre partie de LYNGK ({ $variant }) contre { $opponent } : { $link }
reminder-half-time = La moitié de votre temps pour ce tour est écoulée (il reste { $left }) dans votre partie de LYNGK contre { $opponent } : { $link }
cmd-notify-name = rappels
cmd-notify-desc = Rappels de tour par message privé (désactivés par défaut)
opt-notify-state-name = état
opt-notify-state-desc = Activés ou désactivés
choice-notify-on = Activés
choice-notify-off = Désactivés

# Parties dans des fils
threads-on = Les nouvelles parties commencent désormais dans un fil à part, au nom des joueurs.
threads-off = Les nouvelles parties restent désormais dans le salon où elles sont convenues.
threads-admins-only = Seuls les membres qui ont la permission Gérer le serveur peuvent choisir où se jouent les parties.
thread-name = { $first } contre { $second }
game-in-thread = La partie se poursuit dans { $thread }.
thread-permissions-missing = Je n'ai pas pu ouvrir de fil pour cette partie : elle se joue donc ici. Pour donner à chaque partie son propre fil, accordez-moi *Créer des fils publics* et *Envoyer des messages dans les fils* dans ce salon.
cmd-settings-threads-name = fils
cmd-settings-threads-desc = Si chaque nouvelle partie commence dans son propre fil (Gérer le serveur)
opt-settings-threads-state-name = état
opt-settings-threads-state-desc = Activés ou désactivés

## Jouer en cliquant

button-move = Jouer
button-claim = Revendiquer { $color ->
    [ivoire] l'ivoire
   *[other] le { $color }
}
menu-outdated = Ce menu n'est plus à jour : la partie a avancé. Utilisez le bouton Jouer sous le dernier plateau.
menu-game-over = Cette partie est terminée : il n'y a plus rien à jouer. Lancez-en une autre avec `/lyngk challenge`.
menu-stacks = Choisissez la pile à déplacer.
menu-stacks-or-claim = Choisissez la pile à déplacer, ou revendiquez d'abord une couleur avec un bouton ci-dessous.
menu-stacks-placeholder = Pile à déplacer
menu-stacks-columns = Piles en { $columns }
menu-stack-description = { $color ->
    [ivoire] ivoire
    [bleu] pièce bleue
    [rouge] pièce rouge
    [vert] pièce verte
    [noir] pièce noire
   *[other] { $color }
} au sommet, { $height ->
    [one] 1 pièce
   *[other] { $height } pièces
}
menu-landings = Où va la pile de { $from } ?
menu-landings-placeholder = Point d'arrivée
menu-landings-columns = Points d'arrivée en { $columns }
board-not-yours = Ce plateau a été montré à un autre membre : lui seul peut y jouer. Ouvrez le vôtre avec `/lyngk learn`, `/lyngk puzzle` ou `/lyngk mistakes`.

## Reprises de coup

button-takeback = Reprendre
takeback-nothing = Vous n'avez encore aucun tour à reprendre.
takebacks-off = Ce serveur n'autorise pas les reprises de coup dans les parties classées.
takeback-pending = { $requester } a déjà demandé une reprise ; elle attend une réponse.
takeback-button-for = Seul { $user } peut demander à reprendre ce tour.
takeback-asked = { $requester } demande à reprendre son dernier tour : { $turns } serait annulé. { $opponent }, êtes-vous d'accord ? La demande expire dans { $ttl }.
takeback-not-for-you = Seul { $opponent } peut répondre à cette demande de reprise.
takeback-accepted = { $opponent } accepte : { $turns } est repris.
takeback-computer = { $requester } reprend { $turns } (contre l'ordinateur, aucun accord n'est nécessaire).
takeback-declined = { $opponent } refuse la demande de reprise de { $requester } ; la partie continue comme avant.
takeback-expired = { $requester }, votre demande de reprise a expiré sans réponse ; la partie continue comme avant.
takeback-was-accepted = Cette demande de reprise a déjà été acceptée.
takeback-was-declined = Cette demande de reprise a été refusée.
takeback-has-expired = Cette demande de reprise a expiré.
takeback-overtaken = Cette demande de reprise ne s'applique plus : la partie a avancé.
takebacks-on = Les reprises de coup sont désormais permises dans les parties classées de ce serveur (l'adversaire doit toujours accepter).
takebacks-off-set = Les reprises de coup sont désormais refusées dans les parties classées de ce serveur (les parties contre l'ordinateur les permettent toujours).
history-taken-back = Repris à partir du tour { $turn } : { $turns }
cmd-takeback-name = reprise
cmd-takeback-desc = Demander à reprendre votre dernier tour (l'adversaire doit accepter)
cmd-settings-takebacks-name = reprises
cmd-settings-takebacks-desc = Si les reprises de coup sont permises dans les parties classées (Gérer le serveur)
opt-settings-takebacks-state-name = état
opt-settings-takebacks-state-desc = Activées ou désactivées

## Paramètres affichés

cmd-settings-show-name = afficher
cmd-settings-show-desc = Les paramètres actuels du serveur
settings-head = Les paramètres de ce serveur :
settings-turn-limit = • Temps par tour : { $limit }
settings-turn-limit-default = • Temps par tour : { $limit } (par défaut)
settings-threads-on = • Chaque nouvelle partie commence dans son propre fil.
settings-threads-off = • Les nouvelles parties se jouent dans le salon où elles sont convenues.
settings-takebacks-on = • Les reprises de coup sont permises dans les parties classées (l'adversaire doit accepter).
settings-takebacks-off = • Les reprises de coup sont refusées dans les parties classées (les parties contre l'ordinateur les permettent).

## Le graphique du classement

stats-chart-alt = Graphique du classement de { $user } : { $ladders }.
stats-chart-ladder = { $variant } de { $from } à { $to } en { $results ->
    [one] 1 résultat classé
   *[other] { $results } résultats classés
}

## Tournois

tournament-format-swiss = suisse ({ $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
})
tournament-format-round-robin = toutes rondes
tournament-admins-only = Seuls les membres qui ont la permission Gérer le serveur peuvent organiser des tournois.
tournament-in-thread = Un tournoi ne peut pas se tenir dans un fil : chacune de ses parties se joue dans un fil à elle. Créez-le dans le salon du fil.
tournament-name-invalid = Le nom d'un tournoi compte de 1 à { $max } caractères.
tournament-rounds-needed = Un tournoi suisse a besoin de son nombre de rondes (1 à { $max }) : remplissez `rondes`.
tournament-rounds-round-robin = Un tournoi toutes rondes n'a pas de nombre de rondes à choisir (chacun rencontre chacun une fois) : laissez `rondes` vide.
tournament-signup-out-of-range = L'inscription peut durer de 1 à { $max } heures.
tournament-channel-taken = Ce salon a déjà un tournoi en cours : { $name }. Terminez-le ou annulez-le d'abord, ou prenez un autre salon.
tournament-none = Il n'y a pas de tournoi dans ce salon.
tournament-announce = 🏆 **{ $name }** : un tournoi { $format } de LYNGK { $variant }, { $limit } par tour, organisé par { $organiser }. Les parties comptent pour le classement, chacune dans son propre fil ; pas de retour en arrière.
tournament-signup-closes = L'inscription ferme { $when } : appuyez sur **Participer** pour jouer.
tournament-signup-by-hand = Appuyez sur **Participer** pour jouer ; l'organisateur le lance quand tout le monde est là.
tournament-entrants = Joueurs ({ $count }) : { $list }
tournament-entrants-page = Joueurs { $from } à { $to } sur { $count } : { $list }
tournament-no-entrants = Personne ne s'est encore inscrit.
tournament-entrants-latest = Joueurs ({ $count }) ; les derniers inscrits : { $list }. `/lyngk tournament standings` donne la liste des joueurs.
tournament-cap-line = { $max } joueurs au plus.
tournament-full = { $name } est complet : il accueille { $max } joueurs.
tournament-cap-invalid = Un tournoi accueille de 2 à { $max } joueurs : indiquez dans `joueurs` un nombre dans cet intervalle, ou laissez-le vide pour ne pas fixer de limite.
standings-more = … et { $count } de plus : `/lyngk tournament standings` montre votre propre ligne.
tournament-signup-over = L'inscription est close : { $count } joueurs participent.
tournament-cancelled-line = Ce tournoi a été annulé.
tournament-joined = Vous participez à { $name } ({ $count ->
    [one] 1 joueur
   *[other] { $count } joueurs
} pour l'instant).
tournament-already-joined = Vous participez déjà à { $name }.
tournament-left-signup = Vous avez quitté { $name }.
tournament-not-entered = { $user } ne joue pas dans { $name }.
tournament-signup-closed = L'inscription à { $name } est close.
tournament-removed-no-rejoin = L'organisateur vous a retiré de { $name } ; vous ne pouvez pas vous réinscrire.
tournament-withdrew = { $user } a quitté { $name } et ne joue plus les rondes suivantes.
tournament-removed = { $organiser } a retiré { $user } de { $name } ; plus de ronde pour ce joueur.
tournament-forfeit = { $loser } perd par forfait sa partie contre { $winner } (sans effet sur le classement).
tournament-started = **{ $name }** commence avec { $count } joueurs en { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
}.
tournament-too-few = { $name } a besoin d'au moins 2 joueurs pour commencer ; { $count } inscrits.
tournament-too-few-for-rounds = Un suisse de { $rounds } rondes demande au moins { $needed } joueurs, pour que personne ne rencontre deux fois le même adversaire ; { $count } inscrits. Attendez-en d'autres, ou annulez et recréez-le avec moins de rondes.
tournament-rounds-reduced = Seuls { $count } joueurs se sont inscrits : le suisse se joue en { $rounds ->
        [one] 1 ronde
       *[other] { $rounds } rondes
    }, pour que personne ne rencontre deux fois le même adversaire.
tournament-cancelled-too-few = L'inscription à { $name } a fermé avec { $count } joueurs : trop peu pour jouer, il est donc annulé.
tournament-already-started = { $name } a déjà commencé.
tournament-round = **{ $name } : ronde { $round } sur { $total }**
tournament-board = Table { $board } : { $first } (joue en premier) contre { $second }
tournament-board-forfeit = Table { $board } : { $first } contre { $second }, décidée par forfait
tournament-bye = Exempt : { $user } (un point)
tournament-sits-out = { $user } ne joue pas cette ronde.
tournament-game-started = **{ $name }, ronde { $round }** : { $first } contre { $second }, une partie { $variant }. { $first }, vous jouez en premier (décidé par le tournoi, pas par tirage). Chaque tour peut durer jusqu'à { $limit }. La partie compte pour le classement ; pas de retour en arrière.
tournament-round-over = **{ $name }** : la ronde { $round } est terminée.
tournament-winner = 🏆 **{ $name }** est terminé. { $count ->
    [one] Victoire de { $winners } !
   *[other] Vainqueurs, à égalité sur tous les départages : { $winners } !
}
tournament-winners-shared = 🏆 **{ $name }** est terminé : { $count } joueurs partagent la première place, à égalité sur tous les départages. Les vainqueurs :
tournament-standings-head = Classement de { $name } après la ronde { $round } sur { $total } :
tournament-standings-final = Classement final de { $name } ({ $total ->
        [one] 1 ronde
       *[other] { $total } rondes
    }) :
standings-row = { $rank }. { $player }{ $note } : { $points } points · Buchholz { $buchholz } · SB { $sb } · { $played ->
    [one] 1 partie
   *[other] { $played } parties
}
standings-row-rr = { $rank }. { $player }{ $note } : { $points } points · SB { $sb } · { $played ->
    [one] 1 partie
   *[other] { $played } parties
}
standings-withdrawn-note = {" "}(retiré)
standings-caption = { $format } · après la ronde { $round } sur { $total }
standings-caption-final = { $format } · classement final
standings-alt = Le classement de { $name } : { $leader } mène avec { $points } points.
standings-alt-empty = Le classement de { $name }.
standings-rank = #
standings-player = Joueur
standings-points = Points
standings-buchholz = Buchholz
standings-sb = SB
standings-played = Parties
standings-withdrawn = retiré
tournament-paused = { $name } est en pause : les parties en cours continuent, et aucune ronde ne commence avant la reprise.
tournament-not-paused = { $name } n'est pas en pause.
tournament-resumed = { $name } reprend.
tournament-cancelled = { $organiser } a annulé { $name }. Les parties en cours continuent comme des parties classées ordinaires.
tournament-over = { $name } est terminé.
tournament-not-running = { $name } n'est pas en cours.
tournament-takebacks-off = Pas de retour en arrière dans les parties de tournoi.
tournament-abort-refused = Cette partie fait partie du tournoi { $name } et ne peut pas être arrêtée. L'organisateur peut retirer un joueur (`/lyngk-admin tournoi retirer`) ou annuler le tournoi.
tournament-thread-failed = Le fil de { $first } contre { $second } n'a pas pu être créé ; le bot réessaie dans une minute. Il a besoin ici des permissions Créer des fils publics et Envoyer des messages dans les fils.
tournament-resuming = **{ $name }** : lancement des parties de la ronde { $round } qui n'avaient pas encore commencé.
tournament-carrying-on = **{ $name }** : reprise là où le tournoi s'était interrompu.
tournament-game-forfeited = La partie est terminée : { $loser } a quitté le tournoi, { $winner } gagne donc par forfait (sans effet sur le classement).
tournament-thread-name = R{ $round } : { $first } contre { $second }
button-join = Participer
button-leave = Quitter
cmd-tournament-name = tournoi
cmd-tournament-desc = Tournois du serveur : suisse ou toutes rondes
cmd-tournament-create-name = créer
cmd-tournament-create-desc = Créer un tournoi dans ce salon (gérer le serveur)
opt-tournament-create-name-name = nom
opt-tournament-create-name-desc = Le nom du tournoi
opt-tournament-create-format-name = formule
opt-tournament-create-format-desc = Suisse (un nombre de rondes) ou toutes rondes (chacun contre chacun)
opt-tournament-create-rounds-name = rondes
opt-tournament-create-rounds-desc = Le nombre de rondes d'un suisse
opt-tournament-create-variant-name = variante
opt-tournament-create-variant-desc = Standard (par défaut) ou mort subite à six piles
opt-tournament-create-hours-name = heures
opt-tournament-create-hours-desc = Heures par tour dans ses parties (24 par défaut)
opt-tournament-create-signup-name = inscription
opt-tournament-create-signup-desc = Heures avant la fin de l'inscription et la ronde 1 (vide : lancement à la main)
opt-tournament-create-players-name = joueurs
opt-tournament-create-players-desc = Le nombre maximal de joueurs inscrits (vide : sans limite)
choice-format-swiss = Suisse
choice-format-round-robin = Toutes rondes
cmd-tournament-start-name = lancer
cmd-tournament-start-desc = Lancer maintenant le tournoi de ce salon (gérer le serveur)
cmd-tournament-pause-name = pause
cmd-tournament-pause-desc = Faire une pause avant la ronde suivante (gérer le serveur)
cmd-tournament-resume-name = reprendre
cmd-tournament-resume-desc = Reprendre un tournoi en pause (gérer le serveur)
cmd-tournament-remove-name = retirer
cmd-tournament-remove-desc = Retirer un joueur du tournoi de ce salon (gérer le serveur)
opt-tournament-remove-player-name = joueur
opt-tournament-remove-player-desc = Qui retirer
cmd-tournament-cancel-name = annuler
cmd-tournament-cancel-desc = Annuler le tournoi de ce salon (gérer le serveur)
cmd-tournament-standings-name = classement
cmd-tournament-standings-desc = Le classement du tournoi de ce salon
cmd-tournament-join-name = participer
cmd-tournament-join-desc = Participer au tournoi de ce salon
cmd-tournament-leave-name = quitter
cmd-tournament-leave-desc = Quitter le tournoi de ce salon (une fois lancé, vos parties sont perdues par forfait)

## Leçons (/lyngk learn)

lesson-list = **Leçons** — lancez-en une avec `/lyngk learn lesson:…` ; chacune se joue en privé, avec le bouton Jouer.
lesson-list-line = { $number }. **{ $title }** (`{ $name }`) : { $state }
lesson-state-not-yet = pas encore
lesson-state-at-step = à l'étape { $step } sur { $steps }
lesson-state-done = terminée ✓
lesson-step = **Leçon { $number } : { $title }** — étape { $step } sur { $steps }
lesson-right = Bravo !
lesson-done-next = Bravo ! Leçon terminée : **{ $title }** ✓. Ensuite : **{ $next }** (`/lyngk learn`).
lesson-done-all = Bravo ! Leçon terminée : **{ $title }** ✓. C'était la dernière : vous connaissez les règles, lancez un défi avec `/lyngk challenge`.
lesson-wrong = Pas tout à fait. { $hint } Voici de nouveau la position.
lesson-illegal = { $illegal } { $hint }
lesson-unknown = Aucune leçon ne s'appelle « { $name } ». Les leçons : { $names }.
lesson-outdated = Le bouton de cette leçon est périmé : relancez la leçon avec `/lyngk learn`.
lesson-needs-lesson = Indiquez la leçon à laquelle votre coup se rapporte : `/lyngk learn lesson:… move:C3-E5`.
lesson-claim-needs-move = Une couleur se revendique avec le coup qui la suit : ajoutez aussi `move` (`/lyngk learn lesson:… claim:… move:C3-E5`), ou laissez `claim` vide.
lesson-title-moves = Déplacer une pile
lesson-title-stacking = Ce qui peut s'empiler sur quoi
lesson-title-lyngk = Les sauts LYNGK
lesson-title-claims = Revendiquer une couleur
lesson-title-five-stack = Compléter une pile de 5
lesson-title-the-end = La fin de la partie
lesson-title-sudden-death = Pile de six, mort subite
lesson-moves-1-task = Une pile se pose sur un voisin occupé, et la pile déplacée va dessus : posez la pièce rouge de E5 sur la pièce bleue de E6.
lesson-moves-1-hint = Déplacez la pile de E5 (la pièce rouge) sur E6, juste au-dessus.
lesson-moves-2-task = Une pile peut aussi glisser le long d'une ligne, par-dessus les points vides, jusqu'à la première pièce rencontrée : montez la pièce ivoire de E2 jusqu'en E7.
lesson-moves-2-hint = La pièce ivoire de E2 monte la colonne E par les points vides et s'arrête sur la première pièce, en E7.
lesson-stacking-1-task = Une pile au sommet neutre ne se pose que sur une pile pas plus haute qu'elle : formez une pile de 3.
lesson-stacking-1-hint = Votre pile de 2 en D4 ne peut pas monter sur la pile de 3 en E5, mais elle peut se poser sur une pièce seule.
lesson-stacking-2-task = Aucune couleur ne peut figurer deux fois dans une pile (les jokers, si) : formez une pile de 4.
lesson-stacking-2-hint = La pile de 2 en D4 contient du bleu, elle ne peut donc pas aller sur le bleu de E5 ; essayez la pile de 2 sans bleu en C4.
lesson-lyngk-1-task = Le bleu est à vous : une pile bleue qui rencontre un autre sommet bleu repart de là (un point LYNGK). Amenez la pile de B5 en E3 en sautant par les piles bleues.
lesson-lyngk-1-hint = Depuis B5, la ligne qui descend la colonne B rencontre le bleu de B2, relié au bleu de C3, d'où la ligne atteint E3.
lesson-claims-1-task = Au début de votre tour vous pouvez revendiquer une couleur, puis vous devez jouer : revendiquez le rouge, puis posez la pièce rouge de E5 sur la pile de 2 en E6.
lesson-claims-1-hint = Une pièce seule neutre ne peut pas aller sur une pile de 2, mais une pièce de votre couleur le peut : revendiquez le rouge dans le même tour (dans le menu, la destination l'indique ; en tapant, ajoutez claim:red).
lesson-five-stack-1-task = Une pile de 5 surmontée de votre couleur quitte le plateau et vous rapporte un point : complétez-en une.
lesson-five-stack-1-hint = Posez votre pièce rouge de E5 sur la pile de 4 en E6 : c'est votre couleur qui doit être au sommet.
lesson-the-end-1-task = La partie s'achève quand plus personne ne peut jouer ; décident alors les points, puis les piles de 4, de 3, de 2 et les pièces seules surmontées de vos couleurs. Jouez le dernier coup de façon à gagner.
lesson-the-end-1-hint = Après ce coup plus personne ne peut jouer : formez une pile de 2 surmontée de votre rouge, qui l'emporte sur la pièce verte seule de l'adversaire en A3.
lesson-sudden-death-1-task = Dans la variante à six, une pile de 6 surmontée de votre couleur gagne aussitôt (il lui faut un joker, qui compte comme blanc) : gagnez maintenant.
lesson-sudden-death-1-hint = Posez votre pièce rouge de E5 sur la pile de 5 avec le joker en E6.
cmd-learn-name = apprendre
cmd-learn-desc = De courtes leçons à jouer, en privé : la liste, ou l'une d'elles
opt-learn-lesson-name = leçon
opt-learn-lesson-desc = La leçon à lancer (aucune : la liste, avec vos progrès)
opt-learn-move-name = coup
opt-learn-move-desc = Un essai tapé pour l'étape de la leçon, par ex. E5 E6
opt-learn-claim-name = revendication
opt-learn-claim-desc = Une couleur à revendiquer avant l'essai tapé
choice-lesson-moves = Déplacements
choice-lesson-stacking = Empilement
choice-lesson-lyngk = Sauts LYNGK
choice-lesson-claims = Revendications
choice-lesson-five = Pile de 5
choice-lesson-end = Fin de la partie
choice-lesson-sudden = Mort subite

## Puzzles (/lyngk puzzle)

puzzle-head = **Problème n° { $id }** · classé { $rating }
puzzle-daily-head = **Le problème du jour** (n° { $id }) : le même pour tout le serveur aujourd'hui.
puzzle-credit = Tiré de { $one } contre { $two }, { $when } ([la partie]({ $link })).
puzzle-task-win = Vous jouez le joueur { $player } : trouvez le seul tour qui gagne à coup sûr ({ $turns ->
        [one] 1 tour
       *[other] { $turns } tours
    } à trouver). Une revendication et son coup font un tour.
puzzle-task-draw = Vous jouez le joueur { $player } : trouvez le seul tour qui sauve la nulle ; tout autre tour perd ({ $turns ->
        [one] 1 tour
       *[other] { $turns } tours
    } à trouver). Une revendication et son coup font un tour.
puzzle-resumed = Le problème que vous jouez :
puzzle-none-left = Vous avez essayé les { $count } problèmes d'ici. Les nouveaux viennent des parties terminées sur ce serveur ; `/lyngk puzzle daily:True` donne celui du jour.
puzzle-daily-tried-solved = Vous avez déjà résolu le problème du jour ✓ Rejouez-le si vous voulez : il n'est pas classé deux fois.
puzzle-daily-tried-failed = Vous avez déjà essayé le problème du jour. Rejouez-le si vous voulez : il n'est pas classé deux fois.
puzzle-claim-needs-move = Une couleur se revendique avec le coup qui la suit : ajoutez aussi `move` (`/lyngk puzzle claim:… move:C3-E5`), ou laissez `claim` vide.
puzzle-not-playing = Vous ne jouez aucun problème : commencez-en un avec `/lyngk puzzle`.
puzzle-outdated = Ce bouton de problème n'est plus à jour : `/lyngk puzzle` montre où vous en êtes.
puzzle-illegal = { $illegal } Réessayez.
puzzle-right-go-on = Juste ! L'adversaire répond { $answer }. À vous.
puzzle-solved = Résolu ✓ : { $turns ->
    [one] vous avez trouvé le bon tour.
   *[other] vous avez trouvé les { $turns } bons tours.
}
puzzle-wrong-win = Pas celui-ci : après { $turn }, la victoire est perdue.
puzzle-wrong-draw = Pas celui-ci : après { $turn }, la partie est perdue.
puzzle-refutation-win = Pourquoi : le solveur répond { $answer }, et vous ne pouvez plus forcer la victoire.
puzzle-refutation-draw = Pourquoi : le solveur répond { $answer }, et vous perdez à coup sûr.
puzzle-solution-win = La solution : { $line } (elle gagne à coup sûr ; l'image montre son premier tour).
puzzle-solution-draw = La solution : { $line } (elle tient la nulle ; l'image montre son premier tour).
puzzle-rating-change = Classement aux problèmes : { $old } → { $new }
puzzle-not-rated = Non classé : vous aviez déjà essayé ce problème.
puzzle-claimed = Vous revendiquez { $color } ce tour-ci : choisissez maintenant le coup.
button-next-puzzle = Problème suivant
stats-puzzles = Problèmes : classement { $rating } · { $solved } résolus, { $failed } manqués · série { $streak } (record { $best })
cmd-puzzle-name = probleme
cmd-puzzle-desc = Des problèmes tirés de vraies parties, prouvés par le solveur : trouvez le seul bon tour
opt-puzzle-daily-name = du-jour
opt-puzzle-daily-desc = Le problème du jour de ce serveur, le même pour tous
opt-puzzle-move-name = coup
opt-puzzle-move-desc = Un tour tapé pour votre problème, par ex. C3 E5
opt-puzzle-claim-name = revendication
opt-puzzle-claim-desc = Une couleur à revendiquer avant le coup tapé
settings-daily-puzzle-on = • Le problème du jour est publié dans { $channel } chaque jour.
settings-daily-puzzle-off = • Le problème du jour n'est pas publié (`/lyngk-admin settings daily-puzzle` dans un salon l'y publie).
daily-puzzle-on = Le problème du jour sera publié dans { $channel } chaque jour, peu après 00:00 UTC (celui d'aujourd'hui d'ici une minute).
daily-puzzle-off = Le problème du jour n'est plus publié. Les membres l'obtiennent toujours avec `/lyngk puzzle daily:True`.
daily-puzzle-elsewhere = Le problème du jour est publié dans { $channel } : désactivez-le là-bas.
daily-puzzle-post = **Problème du jour** (n° { $id }) : le même pour tous ici aujourd'hui. Appuyez sur **Le jouer** pour l'essayer, en privé.
button-daily-puzzle = Le jouer
cmd-settings-daily-puzzle-name = probleme-du-jour
cmd-settings-daily-puzzle-desc = Publier chaque jour le problème du jour dans ce salon, ou ne plus le faire (Gérer le serveur)
opt-settings-daily-puzzle-state-name = etat
opt-settings-daily-puzzle-state-desc = Activé (dans ce salon) ou désactivé
mistake-head = Votre partie contre { $opponent } ({ $link }), tour { $turn } : vous avez joué `{ $notation }` et vos chances de gagner sont passées de { $from } % à { $to } %.
mistake-task = Trouvez un meilleur tour : le bouton Jouer, ou `/lyngk mistakes move:C3-E5`.
mistakes-none = Vous n'avez pas encore d'erreur à rejouer. Terminez une partie et analysez-la avec `/lyngk analyse` : les tours qui vous ont le plus coûté sont gardés ici, pour vous seul.
mistakes-all-found = Vous avez trouvé un meilleur tour pour { $count ->
    [one] votre erreur
   *[other] vos { $count } erreurs
} ✓. Analysez d'autres parties avec `/lyngk analyse` pour en avoir de nouvelles.
mistake-found-proven = Trouvé ! `{ $notation }` garde le résultat : le solveur exact le prouve.
mistake-found-rated = Trouvé ! `{ $notation }` vaut le meilleur tour de l'analyse (à moins de { $margin } points).
mistake-missed = Pas celui-ci : après `{ $notation }` vos chances de gagner seraient de { $chance } %, alors que le meilleur tour, `{ $preferred }`, garde { $best } %. Réessayez.
mistake-same = `{ $notation }` est le tour que vous avez joué dans la partie : trouvez-en un meilleur.
mistake-illegal = { $illegal } Essayez un autre tour.
mistake-already-found = Vous avez déjà trouvé un meilleur tour pour cette erreur.
mistake-outdated = Le bouton de cette erreur est périmé : voyez votre erreur suivante avec `/lyngk mistakes`.
mistake-claim-needs-move = Une couleur se revendique avec le coup qui la suit : ajoutez aussi `move` (`/lyngk mistakes claim:… move:C3-E5`), ou laissez `claim` vide.
cmd-mistakes-name = erreurs
cmd-mistakes-desc = Rejouez en privé les tours les plus coûteux de vos parties analysées
opt-mistakes-move-name = coup
opt-mistakes-move-desc = Un meilleur tour tapé pour votre erreur, par ex. C3 E5
opt-mistakes-claim-name = revendication
opt-mistakes-claim-desc = Une couleur à revendiquer avant le tour tapé

## Fiches de partie : exporter et importer

cmd-record-name = fiche
cmd-record-desc = La fiche d'une partie en fichier .lyngk : exporter et importer
cmd-record-export-name = exporter
cmd-record-export-desc = La fiche d'une partie en fichier .lyngk, pour vous seul (par défaut : la dernière partie ici)
opt-record-export-game-name = partie
opt-record-export-game-desc = Le numéro de la partie (par défaut : la dernière partie de ce salon)
opt-record-export-imported-name = importée
opt-record-export-imported-desc = Le numéro d'une partie que vous avez importée
cmd-record-import-name = importer
cmd-record-import-desc = Importer la fiche d'une partie (.lyngk) : une partie à vous, à revoir, analyser et exporter
opt-record-import-file-name = fichier
opt-record-import-file-desc = La fiche : un fichier .lyngk (texte UTF-8, 64 Kio au plus)
opt-replay-game-name = partie
opt-replay-game-desc = Le numéro de la partie (par défaut : la partie de ce salon)
opt-replay-imported-name = importée
opt-replay-imported-desc = Le numéro d'une partie que vous avez importée
opt-analyse-imported-name = importée
opt-analyse-imported-desc = Le numéro d'une partie que vous avez importée
button-export = Exporter
record-player-unnamed = joueur { $n }
export-caption = La fiche de la partie { $game }, { $p1 } contre { $p2 } ({ $turns ->
    [one] 1 tour
   *[other] { $turns } tours
}) : un fichier `.lyngk` que tout programme peut lire (le format : `docs/players/records.md`). Importez-la avec `/lyngk fiche importer`.
export-caption-imported = La fiche de votre partie importée { $game }, { $p1 } contre { $p2 } ({ $turns ->
    [one] 1 tour
   *[other] { $turns } tours
}).
export-alt = La fiche d'une partie au format .lyngk, { $turns ->
    [one] 1 tour
   *[other] { $turns } tours
}
import-done = Importée comme votre partie { $game } : { $p1 } contre { $p2 }, { $turns ->
    [one] 1 tour
   *[other] { $turns } tours
}, tous vérifiés. Vous seul la voyez, et elle n'est jamais classée ni comptée dans ce serveur. `/lyngk revoir importée:{ $game }`, `/lyngk analyser importée:{ $game }`, `/lyngk fiche exporter importée:{ $game }`.
import-download-failed = Le fichier n'a pas pu être récupéré auprès de Discord. Réessayez dans un instant.
one-game-only = Donnez `partie` ou `importée`, pas les deux.
import-refused = Cette fiche ne peut pas être importée : { $reason }{ $limits } Rien n'a été enregistré.
import-refused-line = Cette fiche ne peut pas être importée : ligne { $line } : { $reason }{ $limits } Rien n'a été enregistré.
import-refused-at = Cette fiche ne peut pas être importée : ligne { $line }, colonne { $column } : { $reason }{ $limits } Rien n'a été enregistré.
import-illegal-turn = tour { $number } « { $turn } » : { $reason }
import-too-large = le fichier fait { $bytes } octets.
import-too-many = elle dépasse les limites d'une fiche.
import-not-utf8 = le fichier n'est pas du texte UTF-8.
import-fault = { $detail }
import-limits = {" "}Une fiche a au plus { $bytes } octets ({ $kib } Kio), { $turns } tours, { $variations } variantes et { $tags } étiquettes.
cmd-record-review-name = revoir
cmd-record-review-desc = Revoir une partie terminée en privé, tour par tour (par défaut : la dernière partie ici)
opt-record-review-game-name = partie
opt-record-review-game-desc = Le numéro de la partie (par défaut : la dernière partie de ce salon)
opt-record-review-imported-name = importée
opt-record-review-imported-desc = Le numéro d'une partie que vous avez importée
opt-record-review-turn-name = tour
opt-record-review-turn-desc = Le tour où l'ouvrir (0 : la position de départ, par défaut)
button-review = Revoir
button-review-start = ⏮ Début
button-review-back = ◀ Reculer
button-review-on = Avancer ▶
button-review-end = Fin ⏭
button-review-swing = Plus grand tournant
review-head = Revue de la partie { $game }, { $p1 } contre { $p2 } : tour { $turn } sur { $turns }.
review-head-imported = Revue de votre partie importée { $game }, { $p1 } contre { $p2 } : tour { $turn } sur { $turns }.
review-start = La position de départ, avant le premier tour.
review-turn = Tour { $turn } : { $user } a joué `{ $notation }`.
review-chances = Chances de gagner au départ, selon l'analyse : { $p1 } { $c1 } %, { $p2 } { $c2 } %.
review-turn-chance = Avec ce tour, les chances de gagner de { $user } sont passées de { $from } % à { $to } %, selon l'analyse.
review-biggest-swing = C'est le plus grand tournant de la partie.
review-not-analysed = Cette partie n'a pas été analysée : `/lyngk analyse` estime les chances de gagner à chaque tour, que la revue montre alors, avec un bouton vers le plus grand tournant.
review-no-such-turn = Cette partie a { $turns ->
    [one] 1 tour
   *[other] { $turns } tours
} : donnez un tour de 0 (le départ) à { $turns }.
review-outdated = Cette revue n'est plus à jour : rouvrez-la avec `/lyngk record review`.
review-not-yours = Cette revue a été ouverte par un autre membre : ouvrez la vôtre avec `/lyngk record review` ou le bouton Revoir.
opt-record-review-position-name = position
opt-record-review-position-desc = Une position (LPN) à explorer au lieu d'une partie
button-review-explore = Explorer
button-explore-back = Reprendre
button-explore-best = Meilleur tour
button-explore-export = Exporter la ligne
explore-head = Exploration de la partie { $game } depuis le tour { $turn }, en privé : { $played ->
    [one] 1 tour joué
   *[other] { $played } tours joués
} ici. Rien de tout cela ne touche la partie ni les classements.
explore-head-imported = Exploration de votre partie importée { $game } depuis le tour { $turn }, en privé : { $played ->
    [one] 1 tour joué
   *[other] { $played } tours joués
} ici.
explore-head-position = Exploration de la position que vous avez donnée, en privé : { $played ->
    [one] 1 tour joué
   *[other] { $played } tours joués
} ici.
explore-empty = Jouez un tour pour le camp au trait avec Jouer, pour chaque camp à son tour ; reprenez des tours, demandez le meilleur tour de l'ordinateur ou exportez votre ligne.
explore-line = Votre ligne : { $line }
explore-over = La partie est finie là où en est votre ligne : reprenez un tour ou exportez la ligne.
explore-illegal = { $illegal } Essayez un autre tour.
explore-too-long = Une ligne explorée compte au plus { $max } tours : reprenez-en un ou exportez-la.
explore-best = Le meilleur tour de l'ordinateur ici : `{ $turn }`. Chance de gain du joueur { $player }, au trait : { $chance } %.
explore-outdated = Cette exploration n'est plus à jour : rouvrez-la avec le bouton Explorer d'une revue.
explore-nothing = Jouez un tour avant d'exporter la ligne.
explore-same-as-game = Votre ligne ne fait que suivre la partie : jouez un autre tour avant de l'exporter.
explore-record-too-big = L'enregistrement de la partie avec votre ligne dépasse les limites d'un enregistrement : reprenez d'abord quelques tours.
explore-exported = L'enregistrement de la partie, avec votre ligne ({ $turns ->
    [one] 1 tour
   *[other] { $turns } tours
}) en variante du tour { $turn }.
explore-exported-position = Votre ligne ({ $turns ->
    [one] 1 tour
   *[other] { $turns } tours
}) en enregistrement, depuis son départ.
explore-bad-position = Cette position ne peut pas être lue : { $reason }
explore-position-alone = Donnez une position seule, sans partie ni tour.
explore-thinking = L'ordinateur réfléchit déjà pour vous (un meilleur tour que vous avez demandé, une analyse ou l'une de vos parties) : sa réponse arrivera là où vous l'avez demandée. Redemandez une fois qu'elle est arrivée.
