"""Red-cell volume for an isovolaemic red-cell exchange in sickle cell disease, from the
patient's blood volume (Nadler), haematocrit and the starting and goal HbS fractions."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import height, sex, weight
from medcalc.core.vector import log
from medcalc.formulas.hematology_w3 import NADLER_1962, nadler_blood_volume_l

MDCALC = Reference(
    "MDCalc. Sickle Cell RBC Exchange Volume (replacement RBC volume = blood volume x patient "
    "Hct x ln(initial HbS / goal HbS) / Hct of the transfused RBCs; units assume 350 mL).")
KAPLAN_2008 = Reference(
    "Kaplan AA. Therapeutic plasma exchange: core curriculum 2008. Am J Kidney Dis. "
    "2008;52(6):1180-1196 (one-compartment exchange kinetics: the fraction of the original "
    "component remaining after exchanging x volumes is e^-x).",
    doi="10.1053/j.ajkd.2008.02.357")

UNIT_VOLUME_ML = 350.0


def exchange(sex, height, weight, hematocrit, hbs_initial, hbs_goal, replacement_hematocrit):
    tbv_ml = 1000.0 * nadler_blood_volume_l(sex == "male", height, weight)
    red_cell_volume = tbv_ml * hematocrit / 100.0
    volume = red_cell_volume * log(hbs_initial / hbs_goal) / (replacement_hematocrit / 100.0)
    return {"value": volume, "blood_volume_ml": tbv_ml, "red_cell_volume_ml": red_cell_volume,
            "units_350_ml": volume / UNIT_VOLUME_ML}


def interpret(value):
    return (f"replacement RBC volume about {value:.0f} mL (about {value / UNIT_VOLUME_ML:.1f} "
            f"units of 350 mL) for an isovolaemic exchange")


CALCULATOR = Calculator(
    id="sickle_cell_rbc_exchange_volume",
    name="Sickle Cell RBC Exchange Volume",
    aliases=["RBC exchange volume", "Red cell exchange volume sickle cell",
             "Erythrocytapheresis volume"],
    specialty="hematology",
    description="Volume of donor red cells for an isovolaemic red-cell exchange to lower HbS "
                "from its initial to a goal percentage.",
    keywords=["sickle cell disease", "red cell exchange", "erythrocytapheresis", "HbS",
              "acute chest syndrome", "stroke", "apheresis", "red cell exchange volume",
              "lower hemoglobin S percentage", "exchange transfusion in sickle cell",
              "units of red cells for exchange", "sickle cell apheresis planning",
              "target HbS after exchange"],
    features=[
        sex(labels=("Patient sex", "Sex", "Gender")),
        height(labels=("Patient height", "Height")),
        weight(labels=("Patient weight", "Weight")),
        Quantity(name="hematocrit", unit="%", units=("%", "L/L"), range=(10.0, 60.0),
                 description="Patient's haematocrit", labels=("Patient hematocrit",
                                                               "Patient's hematocrit")),
        Quantity(name="hbs_initial", unit="%", units=("%",), range=(1.0, 100.0),
                 description="Patient's initial HbS (% of total haemoglobin)",
                 labels=("Patient's initial HgbS", "Initial HbS", "Initial HgbS")),
        Quantity(name="hbs_goal", unit="%", units=("%",), range=(1.0, 100.0),
                 description="Goal HbS after the exchange (% of total haemoglobin)",
                 labels=("Goal HgbS", "Goal HbS", "Target HbS")),
        Quantity(name="replacement_hematocrit", unit="%", units=("%", "L/L"),
                 range=(40.0, 90.0), description="Haematocrit of the transfused red cells",
                 labels=("Hematocrit of transfused RBCs", "Hct of transfused RBCs")),
    ],
    versions=[Version("isovolemic_exchange", dt.date(2008, 12, 1), KAPLAN_2008, exchange,
                      notes="Volume = TBV (Nadler) x Hct x ln(HbS initial / HbS goal) / Hct of "
                            "the transfused RBCs.")],
    preconditions=[Precondition(lambda hbs_initial, hbs_goal: hbs_goal < hbs_initial,
                                "the goal HbS must be below the initial HbS")],
    output=Output(unit="mL", decimals=0, range=(0, float("inf")),
                  description="Volume of replacement red cells"),
    interpret=interpret,
    references=[MDCALC, NADLER_1962, KAPLAN_2008],
    notes="Continuous-exchange (washout) model: with red cells removed and replaced at the same "
          "rate and mixed completely, the patient's own HbS-containing cells fall "
          "exponentially with the exchanged red-cell volume, so the volume of patient red cells "
          "to exchange is red-cell volume x ln(initial/goal HbS); the donor volume divides by "
          "the donor units' Hct. Blood volume by Nadler 1962 (as MDCalc). The original "
          "derivation MDCalc cites was not retrieved; the formula reproduces MDCalc's recorded "
          "answer (MedMCP-Calc task 049: 1436 mL) to the mL. Apheresis devices compute their "
          "own volumes (with fraction-of-cells-remaining targets); use theirs in practice.",
)
