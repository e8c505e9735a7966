"""Modified Bishop score: registered as unavailable, the scoring of its modifications not
established from a primary source."""

from medcalc.core import Reference, UnavailableCalculator

CALDER_1974 = Reference(
    "Calder AA, Embrey MP, Hillier K. Extra-amniotic prostaglandin E2 for the induction of "
    "labour at term. J Obstet Gynaecol Br Commonw. 1974;81(1):39-46 (Bishop score with cervical "
    "length in place of effacement).")

CALCULATOR = UnavailableCalculator(
    id="modified_bishop_score",
    name="Modified Bishop Score for Vaginal Delivery and Induction of Labor",
    aliases=["Modified Bishop score", "Calder modified Bishop score", "Modified Bishop's "
             "pre-induction cervical score"],
    specialty="obstetrics_gynecology",
    description=("Bishop score with cervical length in place of effacement (Calder), with "
                 "point adjustments used by some forms for pre-eclampsia, previous vaginal "
                 "deliveries, post-dates pregnancy, nulliparity and PPROM."),
    keywords=["induction of labor", "cervical ripening", "cervical length", "Bishop score"],
    why="source_not_established",
    owner="Calder AA et al. (J Obstet Gynaecol Br Commonw 1974) for the cervical-length form; "
          "the origin of the +1/-1 modifiers shown by MDCalc and Medscape was not identified",
    reason=("The cervical-length bands of Calder's modification could not be read from the "
            "1974 paper; secondary sources disagree on them (e.g. > 3 / > 2 / > 1 / > 0 cm vs "
            "> 4 / 2-4 / 1-2 / < 1 cm), and the +1 (pre-eclampsia, each previous vaginal "
            "delivery) and -1 (post-dates, nulliparity, PPROM) modifiers used by online "
            "calculators have no identified primary source. Searched: pages ('modified "
            "Bishop score cervical length Calder 1974 preeclampsia nulliparity postdates "
            "PPROM'), docs and code corpora. The original Bishop score is implemented "
            "(bishop_score)."),
    alternatives=["bishop_score"],
    references=[CALDER_1974],
)
