"""Modified Bishop score (Calder's modification: cervical length in place of effacement; Calder,
Embrey and Hillier, J Obstet Gynaecol Br Commonw 1974)."""

import datetime as dt

from medcalc.core import Band, Calculator, Category, Choice, Output, Quantity, Reference
from medcalc.core import Version, banded, from_category, points_total
from medcalc.formulas.obstetrics import (CERVICAL_CONSISTENCY, CERVICAL_DILATION_INPUT,
                                         CERVICAL_STATION, CERVICAL_STATION_INPUT)

CALDER_1974 = Reference(
    "Calder AA, Embrey MP, Hillier K. Extra-amniotic prostaglandin E2 for the induction of "
    "labour at term. J Obstet Gynaecol Br Commonw. 1974;81(1):39-46 (Bishop score with cervical "
    "length in place of effacement).")
BISHOP_1964 = Reference(
    "Bishop EH. Pelvic scoring for elective induction. Obstet Gynecol. 1964;24:266-268.")
SKYSCAPE = Reference(
    "Skyscape clinical reference. Bishop Score (Modified) (table of the Calder modification, "
    "citing Bishop 1964 and Calder 1974; score range 0-12).",
    url="https://download.skyscape.com/download/ota/lonestar/"
        "1C1D0B4F-B5A0-4B97-B0BC-6F1593D2B9CD/pktnuress.ed1/content/HTML/t/tu5.htm")
NURSING_NOTEBOOK = Reference(
    "Nursing Notebook (Oxbridge Solutions / OmniaMed Communications). Bishop's score: the "
    "modified Bishop scoring system (Calder score), citing Bishop 1964 and Calder 1974.",
    url="https://nursingnotebook.com/pages/obstetrics/bishops-score")

DILATION = banded("dilation", "Cervical dilation", bands=(
    Band("<1", "< 1 cm", 0, lt=1, aliases=("closed", "Closed", "0 cm", "<1 cm")),
    Band("1-2", "1-2 cm", 1, ge=1, le=2, aliases=("1-2cm",)),
    Band("2-4", "2-4 cm", 2, gt=2, le=4, aliases=("3-4 cm", "2-4cm")),
    Band(">4", "> 4 cm", 3, gt=4, aliases=(">4 cm", "5 cm or more")),
), aliases=("Dilation", "Dilatation", "Cervical dilatation"))
LENGTH = banded("cervical_length", "Cervical length", bands=(
    Band(">4", "> 4 cm", 0, gt=4, aliases=(">4 cm",)),
    Band("2-4", "2-4 cm", 1, ge=2, le=4, aliases=("2-4cm",)),
    Band("1-2", "1-2 cm", 2, ge=1, lt=2, aliases=("1-2cm",)),
    Band("<1", "< 1 cm", 3, lt=1, aliases=("<1 cm",)),
), aliases=("Length of cervix", "Length of cervical canal", "Cervical length (cm)"))
STATION, CONSISTENCY = CERVICAL_STATION, CERVICAL_CONSISTENCY
POSITION = Category(
    name="position", labels=("Cervical position", "Position"),
    description="Position of the cervix (mid-position and anterior score the same in this form)",
    choices=(Choice("posterior", "Posterior", 0),
             Choice("mid", "Mid-position", 1, aliases=("Mid", "Midposition", "Middle",
                                                       "Mid position", "Axial",
                                                       "Mid or anterior", "Mid/anterior",
                                                       "Mid; anterior")),
             Choice("anterior", "Anterior", 1)))
ITEMS = (DILATION, LENGTH, STATION, from_category(CONSISTENCY, "Cervical consistency"),
         from_category(POSITION, "Cervical position"))
modified_bishop = points_total(ITEMS)


def interpret(score):
    return (f"{score}/12: the higher the score, the riper (more favourable) the cervix; the "
            f"Calder form's sources print no cut-off of their own (see notes)")


CALCULATOR = Calculator(
    id="modified_bishop_score",
    name="Modified Bishop Score for Vaginal Delivery and Induction of Labor",
    aliases=["Modified Bishop score", "Calder modified Bishop score", "Modified Bishop's "
             "pre-induction cervical score", "Calder score"],
    specialty="obstetrics_gynecology",
    description=("Pre-induction cervical score (0-12) with cervical length in place of "
                 "effacement (Calder 1974): dilation, cervical length, station, consistency and "
                 "position."),
    keywords=["induction of labor", "cervical ripening", "cervical length", "Bishop score",
              "Calder", "cervical readiness using cervical length",
              "cervix favorability for induction", "induction success prediction",
              "need for cervical ripening agent", "pre-induction cervix assessment",
              "cervix length dilation station"],
    features=[
        CERVICAL_DILATION_INPUT,
        Quantity(name="cervical_length", unit="cm", units=("cm", "mm"), range=(0.0, 8.0),
                 labels=("Cervical length", "Length of cervix"),
                 description="Length of the cervix (cervical canal) on digital examination, cm"),
        CERVICAL_STATION_INPUT,
        CONSISTENCY, POSITION,
    ],
    items=list(ITEMS),
    versions=[Version("calder_1974", dt.date(1974, 1, 1), CALDER_1974, modified_bishop,
                      notes="Dilation 0/1/2/3 (< 1, 1-2, 2-4, > 4 cm); cervical length "
                            "0/1/2/3 (> 4, 2-4, 1-2, < 1 cm); station 0/1/2/3 (-3, -2, -1/0, "
                            "+1/+2); consistency 0/1/2 (firm, medium, soft); position 0/1 "
                            "(posterior; mid or anterior). Total 0-12.")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[CALDER_1974, BISHOP_1964, SKYSCAPE, NURSING_NOTEBOOK],
    notes=("Provenance: Calder 1974 could not be read from a stored copy; the table was taken "
           "from two independent secondary transcriptions that both attribute it to Calder 1974 "
           "and agree on every band and point: Skyscape's 'Bishop Score (Modified)' and Nursing "
           "Notebook's 'modified Bishop scoring system (Calder score)' (the latter's 0-point "
           "length band reads '4cm' with the '>' lost, next to 2-4 / 1-2 / < 1 cm; consistency "
           "'average' for medium; position 'mid; anterior' for 1 point). The printed bands "
           "share their end points (1-2 and 2-4 cm): a measurement on a shared end point scores "
           "the less favourable band (dilation 2 cm -> 1; cervical length 2 cm -> 1, 1 cm -> "
           "2, 4 cm -> 1), and station +3 scores as +1/+2. Other conventions in use, not "
           "implemented: (1) a length scale of > 3 / > 2 / > 1 / > 0 cm for 0/1/2/3 points "
           "(printed by several teaching sites, usually with Bishop's own dilation, effacement "
           "and position bands); (2) MDCalc's and Medscape's 'modified Bishop score' keep "
           "effacement or use length and add +1 for pre-eclampsia and for each previous vaginal "
           "delivery and -1 for post-dates pregnancy, nulliparity and PPROM (MDCalc cites Lange "
           "AP et al., Obstet Gynecol 1982;60:137-147, and reads <= 5 unfavourable, 6-7 "
           "indeterminate, >= 8 favourable); no primary source for those modifiers was found, "
           "so that form is not computed here. Cut-offs: none is printed by the Calder table's "
           "sources; studies of this 12-point form have used > 6 (or 6-12) as favourable. The "
           "original 13-point score is bishop_score."),
)
