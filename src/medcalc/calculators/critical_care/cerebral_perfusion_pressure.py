"""Cerebral perfusion pressure: mean arterial pressure minus intracranial pressure."""

import datetime as dt
import math

from medcalc.core import (
    Calculator,
    Implausible,
    Missing,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.common import diastolic_bp, systolic_bp
from medcalc.core.vector import any_true, where
from medcalc.formulas.hemodynamics import cerebral_perfusion_pressure as _cpp
from medcalc.formulas.hemodynamics import mean_arterial_pressure_estimate

BTF_2017 = Reference(
    "Carney N, Totten AM, O'Reilly C, et al. Guidelines for the Management of Severe Traumatic "
    "Brain Injury, Fourth Edition. Neurosurgery. 2017;80(1):6-15 (CPP = MAP - ICP; recommended "
    "CPP target 60-70 mm Hg; ICP treatment threshold > 22 mm Hg).",
    doi="10.1227/NEU.0000000000001432")
MEANEY_2000 = Reference(
    "Meaney E, Alva F, Moguel R, Meaney A, Alva J, Webel R. Formula and nomogram for the "
    "sphygmomanometric calculation of the mean arterial pressure. Heart. 2000;84(1):64 (MAP = "
    "DBP + (SBP - DBP)/3).", doi="10.1136/heart.84.1.64")


def cerebral_perfusion_pressure(intracranial_pressure, mean_arterial_pressure, systolic_bp,
                                diastolic_bp):
    measured = mean_arterial_pressure == mean_arterial_pressure  # False for NaN (not given)
    if any_true(systolic_bp < diastolic_bp):
        raise Implausible("systolic_bp is below diastolic_bp (are they swapped?)",
                          features=("systolic_bp", "diastolic_bp"))
    estimated = mean_arterial_pressure_estimate(systolic_bp, diastolic_bp)
    map_mmhg = where(measured, mean_arterial_pressure, estimated)
    if any_true(map_mmhg != map_mmhg):
        raise Missing("give the mean arterial pressure, or systolic and diastolic pressure",
                      features=("mean_arterial_pressure", "systolic_bp", "diastolic_bp"))
    return {"value": _cpp(map_mmhg, intracranial_pressure), "mean_arterial_pressure": map_mmhg,
            "map_source": where(measured, "measured", "estimated from SBP and DBP")}


def interpret(cpp):
    if cpp < 60:
        return "below 60 mmHg: under the 60-70 mmHg target for severe TBI (BTF 2016)"
    if cpp <= 70:
        return "60-70 mmHg: within the target range for severe TBI (BTF 2016)"
    return ("above 70 mmHg: above the target range; BTF 2016 advises against aggressive fluids "
            "and vasopressors to keep CPP > 70 mmHg (risk of respiratory failure)")


CALCULATOR = Calculator(
    id="cerebral_perfusion_pressure",
    name="Cerebral Perfusion Pressure",
    aliases=["CPP", "Cerebral Perfusion Pressure (CPP)", "CPP = MAP - ICP", "脑灌注压"],
    specialty="critical_care",
    description="Cerebral perfusion pressure = mean arterial pressure - intracranial pressure, "
                "with MAP measured or estimated from systolic and diastolic pressure.",
    keywords=["intracranial pressure", "ICP monitoring", "traumatic brain injury", "TBI",
              "head injury", "brain perfusion", "neurocritical care", "intracranial hypertension",
              "MAP", "blood flow pressure to the brain", "MAP minus intracranial pressure",
              "brain perfusion in head injury", "target pressure in raised ICP",
              "is the brain adequately perfused", "head injury blood pressure target"],
    features=[
        Quantity(name="intracranial_pressure", labels=("ICP",), unit="mmHg", units=("mmHg", "cmH2O", "kPa"),
                 range=(-20.0, 150.0),
                 description="Intracranial pressure (ICP), measured (ventricular drain or "
                             "parenchymal monitor)"),
        Quantity(name="mean_arterial_pressure", labels=("MAP",), unit="mmHg", units=("mmHg", "kPa"),
                 range=(10.0, 250.0), required=False, default=math.nan,
                 description=("Mean arterial pressure, measured (arterial line); if not given "
                              "it is estimated as DBP + (SBP - DBP)/3")),
        systolic_bp(required=False, default=math.nan,
                    description="Systolic blood pressure (used when MAP is not given)"),
        diastolic_bp(required=False, default=math.nan,
                     description="Diastolic blood pressure (used when MAP is not given)"),
    ],
    versions=[Version("map_minus_icp", dt.date(2016, 9, 20), BTF_2017,
                      cerebral_perfusion_pressure,
                      notes="CPP = MAP - ICP; MAP measured, else DBP + (SBP - DBP)/3.")],
    output=Output(unit="mmHg", decimals=0),
    interpret=interpret,
    references=[BTF_2017, MEANEY_2000],
    notes=(
        "CPP = MAP - ICP, the definition the Brain Trauma Foundation guidelines use. A measured "
        "MAP is used when given; otherwise MAP = DBP + (SBP - DBP)/3 (a systolic pressure below "
        "the diastolic is NA implausible; neither MAP nor both pressures: NA missing). For a "
        "valid CPP the arterial transducer should be zeroed at the level of the foramen of "
        "Monro (tragus), the ICP reference point. Interpretation: the BTF 4th edition (2016) "
        "target of 60-70 mmHg for severe traumatic brain injury; targets in other conditions "
        "differ. ICP in cmH2O is converted (1 mmHg = 1.36 cmH2O)."),
)
