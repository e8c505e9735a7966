"""Endotracheal tube depth (Chula formula) and lung-protective tidal volumes from height."""

import datetime as dt

from medcalc.core import Calculator, NotApplicable, Output, Reference, Variant, Version
from medcalc.core.common import FEMALE, height, sex
from medcalc.core.vector import any_true
from medcalc.formulas.anthropometry import (
    ideal_body_weight_devine,
    predicted_body_weight_ardsnet,
)

TECHANIVATE_2005 = Reference(
    "Techanivate A, Kumwilaisak K, Samranrean S. Estimation of the proper length of orotracheal "
    "intubation by Chula formula. J Med Assoc Thai. 2005;88(12):1838-1846 (length of the oral "
    "tube at the right upper canine = 4 + height (cm)/10; 100 adults, tip >= 2 cm above the "
    "carina in 99).",
    url="https://pubmed.ncbi.nlm.nih.gov/16518983/")
ARDSNET_2000 = Reference(
    "Acute Respiratory Distress Syndrome Network. Ventilation with lower tidal volumes as "
    "compared with traditional tidal volumes for acute lung injury and the acute respiratory "
    "distress syndrome. N Engl J Med. 2000;342(18):1301-1308 (predicted body weight 50/45.5 + "
    "0.91 x (height cm - 152.4); 6 mL/kg).",
    doi="10.1056/NEJM200005043421801")
DEVINE_1974 = Reference(
    "Devine BJ. Gentamicin therapy. Drug Intell Clin Pharm. 1974;8:650-655 (ideal body weight "
    "50/45.5 kg + 2.3 kg per inch over 60 inches).")
MDCALC_ETT = Reference(
    "MDCalc. Endotracheal Tube (ETT) Depth and Tidal Volume Calculator (adults over 20 years: "
    "Chula formula for depth from the front teeth; tidal volume 6-8 mL/kg ideal body weight).",
    url="https://www.mdcalc.com/endotracheal-tube-ett-depth-tidal-volume-calculator")

CHULA_CONSTANT_CM = 4.0


def _record(height, weight):
    if any_true(weight <= 0):
        raise NotApplicable("the weight formula gives no positive weight at this height; the "
                            "calculator is for adults", features=("height",))
    depth = CHULA_CONSTANT_CM + height / 10.0
    return {"value": {"ett_depth_cm": depth,
                      "tidal_volume_6_ml_per_kg": 6.0 * weight,
                      "tidal_volume_8_ml_per_kg": 8.0 * weight},
            "weight_for_tidal_volume_kg": weight}


def ett_ardsnet(height, sex):
    return _record(height, predicted_body_weight_ardsnet(height, sex == FEMALE))


def ett_devine(height, sex):
    return _record(height, ideal_body_weight_devine(height, sex == FEMALE))


# Two weights for the tidal volume in use at the same time (not editions): the ARDS Network's
# predicted body weight and Devine's ideal body weight. A date never switches between them.
ARDSNET = Variant("ardsnet_pbw", "Tidal volume per kg of ARDS Network predicted body weight",
                  ARDSNET_2000)
DEVINE = Variant("devine_ibw", "Tidal volume per kg of Devine ideal body weight (as "
                               "reimplementations of MDCalc's page compute it)", DEVINE_1974)


CALCULATOR = Calculator(
    id="ett_depth_tidal_volume",
    name="Endotracheal Tube (ETT) Depth and Tidal Volume Calculator",
    aliases=[],
    specialty="critical_care",
    description="Oral endotracheal tube depth at the upper teeth (Chula formula: 4 + height/10 "
                "cm) and target tidal volumes of 6 and 8 mL/kg predicted body weight, from height "
                "and sex.",
    keywords=["endotracheal tube depth", "ETT position", "intubation", "tube depth at the teeth",
              "Chula formula", "tidal volume", "initial ventilator settings",
              "predicted body weight", "mainstem intubation", "lung-protective ventilation",
              "how far to insert the breathing tube", "how deep to place the tube",
              "initial tidal volume after intubation", "avoid right mainstem intubation",
              "tube position and ventilator setup", "height based tube depth"],
    features=[height(description="Height (adult)"), sex(labels=("Gender",))],
    versions=[
        Version("ardsnet_pbw", dt.date(2005, 12, 1), TECHANIVATE_2005, ett_ardsnet,
                variant="ardsnet_pbw",
                notes="Depth = 4 + height/10 cm (Chula); tidal volumes 6 and 8 mL/kg of the ARDS "
                      "Network predicted body weight 50/45.5 + 0.91 x (height cm - 152.4)."),
        Version("devine_ibw", dt.date(2005, 12, 1), TECHANIVATE_2005, ett_devine,
                variant="devine_ibw",
                notes="Depth = 4 + height/10 cm (Chula); tidal volumes 6 and 8 mL/kg of Devine's "
                      "ideal body weight 50/45.5 + 2.3 x (height in - 60), the 'ideal body "
                      "weight' of MDCalc's page as reimplementations of it compute it."),
    ],
    variants=[ARDSNET, DEVINE],
    default_version="ardsnet_pbw",
    output=Output(kind="record", description="ett_depth_cm (cm at the upper teeth), "
                                             "tidal_volume_6_ml_per_kg and "
                                             "tidal_volume_8_ml_per_kg (mL)"),
    references=[TECHANIVATE_2005, ARDSNET_2000, DEVINE_1974, MDCALC_ETT],
    notes="A record of three outputs: ETT depth (cm, oral tube, read at the upper teeth: the right "
          "upper canine in the Chula study, the front teeth on MDCalc) and "
          "the tidal volumes at 6 and 8 mL/kg; the breakdown gives the weight they use. The Chula "
          "formula was tested in 100 Thai adults under general anesthesia; depth must still be "
          "confirmed clinically and radiographically. Two variants, chosen explicitly and never "
          "by a date; default: the ARDS Network "
          "predicted body weight, the weight the 6 mL/kg target was tested with. MDCalc's page "
          "speaks of 'ideal body weight'; reimplementations of it use Devine's formula, available "
          "as version devine_ibw (the two differ by less than 0.3 kg up to 210 cm). The 3 x tube "
          "size rule (depth = 3 x internal diameter) is a pediatric rule and is not used. For "
          "adults (MDCalc: over 20 years).",
)
