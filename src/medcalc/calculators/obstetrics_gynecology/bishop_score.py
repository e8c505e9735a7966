"""Bishop score: pelvic (cervical) score for elective induction of labour (Bishop, Obstet
Gynecol 1964)."""

import datetime as dt

from medcalc.core import Band, Calculator, Category, Choice, Output, Quantity, Reference
from medcalc.core import Version, banded, from_category, points_total
from medcalc.formulas.obstetrics import (CERVICAL_CONSISTENCY, CERVICAL_DILATION_INPUT,
                                         CERVICAL_STATION, CERVICAL_STATION_INPUT)

BISHOP_1964 = Reference(
    "Bishop EH. Pelvic scoring for elective induction. Obstet Gynecol. 1964;24:266-268.")
ACOG_107 = Reference(
    "American College of Obstetricians and Gynecologists. Practice Bulletin No. 107: Induction "
    "of labor. Obstet Gynecol. 2009;114(2 Pt 1):386-397 (Bishop score > 8: likelihood of "
    "vaginal delivery after induction similar to spontaneous labour; an unfavourable cervix is "
    "generally a Bishop score <= 6).", doi="10.1097/AOG.0b013e3181b48ef5")
MDCALC = Reference("MDCalc. Bishop Score for Vaginal Delivery and Induction of Labor.")

DILATION = banded("dilation", "Dilation", bands=(
    Band("closed", "Closed", 0, lt=1, aliases=("0 cm", "closed (0 cm)")),
    Band("1-2", "1-2 cm", 1, ge=1, lt=3),
    Band("3-4", "3-4 cm", 2, ge=3, lt=5),
    Band(">=5", ">=5 cm", 3, ge=5, aliases=("5-6 cm", "5 cm or more")),
), aliases=("Cervical dilation", "Dilatation"))
EFFACEMENT = banded("effacement", "Effacement", bands=(
    Band("0-30%", "0-30%", 0, lt=40),
    Band("40-50%", "40-50%", 1, ge=40, lt=60),
    Band("60-70%", "60-70%", 2, ge=60, lt=80),
    Band(">=80%", ">=80%", 3, ge=80, aliases=("80% or more",)),
), aliases=("Cervical effacement",))
STATION, CONSISTENCY = CERVICAL_STATION, CERVICAL_CONSISTENCY
POSITION = Category(
    name="position", labels=("Position", "Cervical position"),
    description="Position of the cervix",
    choices=(Choice("posterior", "Posterior", 0),
             Choice("mid", "Mid-position", 1, aliases=("Mid", "Midposition", "Middle",
                                                       "Mid position")),
             Choice("anterior", "Anterior", 2)))
ITEMS = (DILATION, EFFACEMENT, STATION, from_category(CONSISTENCY, "Consistency"),
         from_category(POSITION, "Position"))
bishop = points_total(ITEMS)


def interpret(score):
    if score <= 6:
        return ("unfavourable cervix (Bishop <= 6): cervical ripening is commonly used before "
                "induction")
    if score <= 8:
        return "intermediate (Bishop 7-8)"
    return ("favourable cervix (Bishop > 8): likelihood of vaginal delivery after induction "
            "similar to spontaneous labour (ACOG PB 107)")


CALCULATOR = Calculator(
    id="bishop_score",
    name="Bishop Score for Vaginal Delivery and Induction of Labor",
    aliases=["Bishop score", "Bishop pelvic score", "Cervical Bishop score", "宫颈Bishop评分"],
    specialty="obstetrics_gynecology",
    description=("Favourability of the cervix for induction of labour (0-13): dilation, "
                 "effacement, station, consistency and position."),
    keywords=["induction of labor", "cervical ripening", "cervix", "labour induction",
              "vaginal delivery", "favorable cervix", "cervical readiness for labor",
              "is cervix favorable for induction", "likelihood of successful induction",
              "need for cervical ripening", "cervix ripeness before induction",
              "labor induction success prediction"],
    features=[
        CERVICAL_DILATION_INPUT,
        Quantity(name="effacement", unit="%", range=(0.0, 100.0),
                 labels=("Effacement",), description="Cervical effacement, %"),
        CERVICAL_STATION_INPUT,
        CONSISTENCY, POSITION,
    ],
    items=list(ITEMS),
    versions=[Version("bishop_1964", dt.date(1964, 8, 1), BISHOP_1964, bishop,
                      notes="Dilation 0/1/2/3 (closed, 1-2, 3-4, >= 5 cm); effacement 0/1/2/3 "
                            "(0-30, 40-50, 60-70, >= 80%); station 0/1/2/3 (-3, -2, -1/0, "
                            "+1/+2); consistency 0/1/2 (firm, medium, soft); position 0/1/2 "
                            "(posterior, mid, anterior).")],
    output=Output(kind="integer", unit="points", range=(0, 13)),
    interpret=interpret,
    references=[BISHOP_1964, ACOG_107, MDCALC],
    notes=("Points as in Bishop 1964 (MDCalc the same; Bishop's top dilation band is 5-6 cm, "
           "read here as >= 5 cm as MDCalc does). Bishop's bands leave gaps for measurements "
           "(2.5 cm, 35%): a measured value between two printed bands is scored in the lower "
           "band (dilation < 1 cm closed, < 3 cm 1-2 cm, < 5 cm 3-4 cm; effacement < 40% "
           "0-30%, etc.); station +3 scores as +1/+2. Interpretation: ACOG PB 107 (unfavourable "
           "<= 6; > 8 favourable); Bishop 1964 found induction uniformly successful in "
           "multiparas at 9 or more. MDCalc's text calls <= 5 unfavourable."),
)
