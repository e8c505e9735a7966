"""CRRT dose: the effluent flow rate per kg of body weight (mL/kg/h), compared with the KDIGO 2012
delivered-dose target of 20-25 mL/kg/h, with the dose corrected for pre-filter dilution."""

import datetime as dt
import math

from medcalc.core import Calculator, Missing, Output, Quantity, Reference, Version
from medcalc.core.common import hematocrit, weight
from medcalc.core.vector import any_true, where

KDIGO_AKI_2012 = Reference(
    "Kidney Disease: Improving Global Outcomes (KDIGO) Acute Kidney Injury Work Group. KDIGO "
    "Clinical Practice Guideline for Acute Kidney Injury. Kidney Int Suppl. 2012;2(1):1-138 "
    "(recommendation 5.8.4: deliver an effluent volume of 20-25 ml/kg/h for CRRT in AKI, which "
    "usually requires a higher prescribed effluent volume).",
    doi="10.1038/kisup.2012.1")
NERI_2016 = Reference(
    "Neri M, Villa G, Garzotto F, et al. Nomenclature for renal replacement therapy in acute "
    "kidney injury: basic principles. Crit Care. 2016;20(1):318 (Table 2: effluent flow rate; "
    "plasma flow rate QP = (1 - HCT) x QB; pre-dilution reduces depurative efficiency).",
    doi="10.1186/s13054-016-1489-9", url="https://pubmed.ncbi.nlm.nih.gov/27719682/")


def _clean(x):
    return None if type(x) is float and x != x else x


def crrt_dose(weight, dialysate_rate, prefilter_replacement_rate, postfilter_replacement_rate,
              pre_blood_pump_rate, fluid_removal_rate, blood_flow_rate, hematocrit, target_dose):
    effluent = (dialysate_rate + prefilter_replacement_rate + postfilter_replacement_rate
                + pre_blood_pump_rate + fluid_removal_rate)
    if any_true((effluent <= 0) & (target_dose != target_dose)):
        raise Missing("no effluent flow: give the dialysate, replacement (pre- or post-filter), "
                      "pre-blood-pump and/or fluid removal rates, or a target_dose (mL/kg/h) for "
                      "the effluent rate it needs",
                      features=("dialysate_rate", "prefilter_replacement_rate",
                                "postfilter_replacement_rate", "pre_blood_pump_rate",
                                "fluid_removal_rate"))
    # Target-dose mode (MDCalc's form): no rates given, the target dose is the dose and the
    # effluent rate it needs is weight x target.
    dose = where(effluent > 0, effluent / weight, target_dose)
    predilution = prefilter_replacement_rate + pre_blood_pump_rate
    plasma_flow = blood_flow_rate * 60.0 * (1.0 - hematocrit / 100.0)  # mL/h
    factor = where(predilution > 0, plasma_flow / (plasma_flow + predilution), 1.0)
    out = {
        "value": dose,
        "effluent_rate": effluent,
        "predilution_rate": predilution,
        "plasma_flow_rate": _clean(plasma_flow),
        "predilution_factor": _clean(factor),
        "predilution_corrected_dose": _clean(dose * factor),
        "effluent_rate_for_target": _clean(target_dose * weight),
    }
    if any_true((predilution > 0) & (factor != factor)):
        out["warnings"] = ["pre-filter fluid is given but blood flow rate and hematocrit are not "
                           "both known: the dose is not corrected for pre-dilution"]
    return out


def interpret(dose):
    if dose < 20:
        return ("below 20 mL/kg/h: under the KDIGO delivered-dose target of 20-25 mL/kg/h "
                "(check the pre-dilution-corrected dose and downtime too)")
    if dose <= 25:
        return ("20-25 mL/kg/h: the KDIGO delivered-dose target; prescriptions are usually set "
                "somewhat higher to cover downtime")
    return ("above 25 mL/kg/h: above the KDIGO delivered-dose target (a prescription of about "
            "25-30 mL/kg/h is common to allow for downtime; higher intensity showed no benefit)")


def _rate(name, description):
    return Quantity(name=name, unit="mL/h", units=("mL/h", "L/h", "mL/min"),
                    range=(0.0, 20000.0), required=False, default=0.0,
                    description=f"{description} (mL/h; not given: 0)")


CALCULATOR = Calculator(
    id="crrt_dosing",
    name="CRRT Dosing Calculator",
    aliases=["CRRT dose", "CRRT effluent dose", "continuous renal replacement therapy dose",
             "CVVHDF dose", "连续性肾脏替代治疗（CRRT）剂量计算"],
    specialty="critical_care",
    description=("Continuous renal replacement therapy dose: total effluent flow (dialysate + "
                 "replacement + pre-blood-pump + net fluid removal) per kg body weight in "
                 "mL/kg/h, with the pre-dilution-corrected dose."),
    keywords=["continuous renal replacement therapy", "CRRT", "CVVH", "CVVHD", "CVVHDF",
              "hemofiltration", "hemodiafiltration", "effluent rate", "dialysis dose",
              "acute kidney injury", "KDIGO", "renal replacement therapy prescription",
              "delivered dose of continuous dialysis", "effluent rate per kg per hour",
              "prescribe continuous hemofiltration", "is the CRRT dose adequate",
              "total effluent flow in ICU dialysis", "predilution corrected clearance",
              "continuous dialysis prescription in AKI"],
    features=[
        weight(description="Body weight (actual weight, kg)"),
        _rate("dialysate_rate", "Dialysate flow rate (CVVHD, CVVHDF)"),
        _rate("prefilter_replacement_rate", "Replacement fluid given before the filter "
                                            "(pre-dilution)"),
        _rate("postfilter_replacement_rate", "Replacement fluid given after the filter "
                                             "(post-dilution)"),
        _rate("pre_blood_pump_rate", "Pre-blood-pump (PBP) fluid rate, e.g. citrate "
                                     "(pre-dilution)"),
        _rate("fluid_removal_rate", "Net ultrafiltration (patient fluid removal) rate"),
        Quantity(name="blood_flow_rate", unit="mL/min", units=("mL/min", "L/h", "mL/h"),
                 range=(10.0, 600.0), required=False, default=math.nan,
                 description=("Blood flow rate (for the pre-dilution correction; not given: no "
                              "correction)")),
        hematocrit(required=False, default=math.nan,
                   description="Hematocrit (for the pre-dilution correction)"),
        Quantity(name="target_dose", labels=("Desired Dialysis Dose",), unit="mL/kg/h",
                 units=("mL/kg/h",), range=(1.0, 100.0), required=False, default=math.nan,
                 description=("Target effluent dose (mL/kg/h, e.g. 25): gives the effluent rate "
                              "needed, weight x target (effluent_rate_for_target); with no rates "
                              "given the value is the target itself")),
    ],
    versions=[Version("kdigo_2012", dt.date(2012, 3, 1), KDIGO_AKI_2012, crrt_dose,
                      notes=("Dose = (dialysate + pre- and post-filter replacement + PBP + net "
                             "fluid removal) / weight; pre-dilution factor = QP / (QP + pre-filter "
                             "fluids), QP = QB x 60 x (1 - Hct)."))],
    output=Output(unit="mL/kg/h", decimals=1, range=(0, float("inf"))),
    interpret=interpret,
    references=[KDIGO_AKI_2012, NERI_2016],
    notes=(
        "The value is the prescribed effluent dose, total effluent flow / body weight, the "
        "quantity the KDIGO 2012 target (deliver 20-25 mL/kg/h) refers to. Effluent = dialysate "
        "+ pre-filter replacement + post-filter replacement + pre-blood-pump fluid + net fluid "
        "removal (Neri 2016). Pre-filter fluids dilute the blood entering the filter, so the "
        "breakdown also gives a pre-dilution-corrected dose = dose x QP / (QP + pre-filter "
        "replacement + PBP), with plasma flow QP = blood flow (mL/min) x 60 x (1 - hematocrit) "
        "(Neri 2016 defines QP; the correction is the dilution of plasma by the pre-filter "
        "fluid). Some calculators use blood flow instead of plasma flow in that factor, which "
        "gives a smaller correction. Without blood flow and hematocrit the corrected dose is "
        "not computed (warning). The MDCalc 'CRRT Dosing Calculator' page could not be "
        "consulted for this implementation. Downtime (filter clotting, procedures) lowers the "
        "delivered dose below the prescribed one; KDIGO notes that a higher prescription is "
        "usually needed. All rates are hourly; not given means 0; at least one must be "
        "positive, unless a target_dose is given: MDCalc's page asks weight and a desired dose "
        "and answers the effluent rate, weight x dose (effluent_rate_for_target; 80 kg x 25 "
        "mL/kg/h = 2000 mL/h). Weight: actual body weight (the trials and KDIGO do not specify otherwise)."),
)
