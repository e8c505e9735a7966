"""CHA2DS2-VA score (2024 ESC atrial fibrillation guideline): CHA2DS2-VASc without the sex
category. The items are the same as the 'cha2ds2_va' variant of `cha2ds2_vasc`."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.cardiology_w2a import (ESC_2024, LIP_2010, cha2ds2_va_features,
                                             cha2ds2_va_items)

MDCALC = Reference("MDCalc. CHA₂DS₂-VA Score for Atrial Fibrillation Stroke Risk.")
VA_ITEMS = cha2ds2_va_items()


def interpret(score):
    # 2024 ESC: OAC recommended at CHA2DS2-VA >= 2 (class I), to be considered at 1 (IIa).
    if score <= 0:
        return "CHA2DS2-VA 0: low risk; oral anticoagulation not indicated for stroke prevention"
    if score == 1:
        return ("CHA2DS2-VA 1: oral anticoagulation should be considered (2024 ESC, class IIa)")
    return f"CHA2DS2-VA {score}: oral anticoagulation recommended (2024 ESC, class I)"


CALCULATOR = Calculator(
    id="cha2ds2_va_score",
    name="CHA₂DS₂-VA Score for Atrial Fibrillation Stroke Risk",
    aliases=["CHA₂DS₂-VA (2024 ESC)", "CHA2DS2-VA", "CHA2DS2-VA Score",
             "CHA2DS2-VA Score for Atrial Fibrillation Stroke Risk"],
    specialty="cardiology",
    description="Stroke risk score for atrial fibrillation without the sex category (0-8 points; "
                "2024 ESC guideline).",
    keywords=["atrial fibrillation", "stroke risk", "anticoagulation", "ESC 2024",
              "thromboembolism", "sex-neutral AF stroke risk",
              "AF stroke risk without female sex point", "2024 ESC anticoagulation decision",
              "should this AF patient be anticoagulated",
              "atrial fibrillation stroke score without sex", "thromboembolism prevention in AF"],
    features=cha2ds2_va_features(),
    items=list(VA_ITEMS),
    versions=[Version("esc_2024", dt.date(2024, 8, 30), ESC_2024, points_total(VA_ITEMS),
                      notes="C 1, H 1, A2 (age >= 75) 2, D 1, S2 2, V 1, A (65-74) 1; maximum 8.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 8)),
    interpret=interpret,
    references=[ESC_2024, LIP_2010, MDCALC],
    notes="The same score as the 'cha2ds2_va' variant of cha2ds2_vasc (the same item "
          "declarations, repeated in medcalc.formulas.cardiology_w2a because calculator modules "
          "do not import each other); catalogued as its own calculator because MDCalc lists it separately. "
          "Interpretation by the 2024 ESC recommendations (OAC class I at >= 2, IIa at 1). "
          "MDCalc's form labels ('Chronic heart failure', 'Prior stroke, TIA, or arterial "
          "thromboembolism', 'Vascular disease', 'Diabetes mellitus', age bands) are accepted.",
)
