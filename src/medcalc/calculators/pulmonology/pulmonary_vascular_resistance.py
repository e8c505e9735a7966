"""Pulmonary vascular resistance (Wood units) from right heart catheterisation."""

import datetime as dt

from medcalc.core import Calculator, Implausible, Output, Quantity, Reference, Version
from medcalc.core.vector import any_true, snap, where

ESC_ERS_2022 = Reference(
    "Humbert M, Kovacs G, Hoeper MM, et al. 2022 ESC/ERS Guidelines for the diagnosis and "
    "treatment of pulmonary hypertension. Eur Heart J. 2022;43(38):3618-3731 (haemodynamic "
    "definitions at rest: PH mPAP > 20 mmHg; pre-capillary PAWP <= 15 mmHg and PVR > 2 WU; "
    "isolated post-capillary PAWP > 15 mmHg and PVR <= 2 WU; combined PAWP > 15 mmHg and "
    "PVR > 2 WU; 'unclassified PH' mPAP > 20 mmHg with PAWP <= 15 mmHg and PVR <= 2 WU; "
    "PVR = (mPAP - PAWP) / CO, Wood units preferred to dyn·s·cm-5). Also published as Eur "
    "Respir J. 2023;61:2200879.",
    doi="10.1093/eurheartj/ehac237")

# 1 WU = 1 mmHg·min/L = 133.322 Pa x 60 s / 1e-3 m³ = 7.999e6 Pa·s/m³ = 79.99 dyn·s·cm-5,
# rounded to 80 by convention (MDCalc and the guidelines).
WOOD_UNIT_IN_DYN_S_CM5 = 80.0
PVR_ELEVATED_ABOVE = 2.0  # WU (ESC/ERS 2022; 3 WU in the 2015 guideline)
MPAP_PH_ABOVE = 20.0  # mmHg
PAWP_POST_CAPILLARY_ABOVE = 15.0  # mmHg


def pvr(mean_pulmonary_artery_pressure, pulmonary_capillary_wedge_pressure, cardiac_output):
    mpap = mean_pulmonary_artery_pressure
    pawp = pulmonary_capillary_wedge_pressure
    gradient = mpap - pawp
    if any_true(gradient < 0):
        raise Implausible("the wedge pressure exceeds the mean pulmonary artery pressure (are "
                          "they swapped, or was the wedge not a true wedge?)",
                          ("mean_pulmonary_artery_pressure", "pulmonary_capillary_wedge_pressure"))
    resistance = gradient / cardiac_output
    total = mpap / cardiac_output
    elevated = snap(resistance) > PVR_ELEVATED_ABOVE
    post_capillary = pawp > PAWP_POST_CAPILLARY_ABOVE
    profile = where(mpap <= MPAP_PH_ABOVE, "no PH at rest",
                    where(post_capillary, where(elevated, "CpcPH", "IpcPH"),
                          where(elevated, "pre-capillary PH", "unclassified PH")))
    return {"value": resistance,
            "pvr_dyn_s_cm5": resistance * WOOD_UNIT_IN_DYN_S_CM5,
            "transpulmonary_gradient": gradient,
            "total_pulmonary_resistance": total,
            "total_pulmonary_resistance_dyn_s_cm5": total * WOOD_UNIT_IN_DYN_S_CM5,
            "haemodynamic_profile": profile}


_PROFILES = {
    "no PH at rest": "no pulmonary hypertension at rest (mPAP <= 20 mmHg)",
    "pre-capillary PH": "pre-capillary pulmonary hypertension (mPAP > 20 mmHg, PAWP <= 15 mmHg, "
                        "PVR > 2 WU)",
    "IpcPH": "isolated post-capillary pulmonary hypertension (mPAP > 20 mmHg, PAWP > 15 mmHg, "
             "PVR <= 2 WU)",
    "CpcPH": "combined post- and pre-capillary pulmonary hypertension (mPAP > 20 mmHg, PAWP > 15 "
             "mmHg, PVR > 2 WU)",
    "unclassified PH": "unclassified pulmonary hypertension (mPAP > 20 mmHg with PAWP <= 15 mmHg "
                       "and PVR <= 2 WU, e.g. a high-flow state)",
}


def interpret(value, breakdown):
    level = ("PVR elevated (> 2 WU)" if snap(value) > PVR_ELEVATED_ABOVE
             else "PVR not elevated (<= 2 WU)")
    return f"{level}; {_PROFILES[breakdown['haemodynamic_profile']]}"


CALCULATOR = Calculator(
    id="pulmonary_vascular_resistance",
    name="Pulmonary Vascular Resistance (PVR)",
    aliases=["Pulmonary Resistance", "Pulmonary Vascular Resistance", "PVR",
             "Pulmonary vascular resistance (Wood units)", "PVR in Wood units",
             "肺血管阻力"],
    specialty="pulmonology",
    description="Pulmonary vascular resistance from right heart catheterisation: (mean "
                "pulmonary artery pressure - wedge pressure) / cardiac output, in Wood units "
                "(x 80 = dyn·s·cm⁻⁵), with the ESC/ERS 2022 haemodynamic definition of "
                "pulmonary hypertension.",
    keywords=["PVR", "Wood units", "pulmonary hypertension", "pulmonary arterial hypertension",
              "PAH", "right heart catheterization", "Swan-Ganz", "transpulmonary gradient",
              "pre-capillary", "post-capillary", "total pulmonary resistance", "TPR", "dyn·s·cm-5",
              "wedge pressure", "PCWP", "PAWP", "mPAP", "pulmonary flow",
              "resistance of pulmonary circulation", "pulmonary hypertension classification",
              "precapillary pulmonary hypertension", "right heart catheter resistance",
              "lung vessel resistance Wood units", "transpulmonary gradient over output"],
    features=[
        Quantity(name="mean_pulmonary_artery_pressure", unit="mmHg", units=("mmHg", "kPa"),
                 range=(3.0, 120.0), labels=("Mean Pulmonary Artery Pressure", "mPAP"),
                 description="Mean pulmonary arterial pressure (mPAP) measured at right heart "
                             "catheterisation, at rest"),
        Quantity(name="pulmonary_capillary_wedge_pressure", unit="mmHg", units=("mmHg", "kPa"),
                 range=(0.0, 60.0), labels=("Pulmonary Capillary Wedge Pressure", "PCWP", "PAWP"),
                 description="Pulmonary capillary (arterial) wedge pressure, PCWP/PAWP, at "
                             "end-expiration; left atrial pressure or LVEDP where the wedge "
                             "cannot be obtained"),
        Quantity(name="cardiac_output", unit="L/min", units=("L/min", "mL/min"),
                 range=(0.5, 25.0), labels=("Pulmonary Flow", "Pulmonary blood flow", "Qp"),
                 description="Pulmonary blood flow: cardiac output by thermodilution or direct "
                             "Fick (MDCalc 'Pulmonary Flow'); with an intracardiac shunt give "
                             "the pulmonary flow Qp"),
    ],
    versions=[Version("esc_ers_2022", dt.date(2022, 8, 26), ESC_ERS_2022, pvr,
                      notes="PVR = (mPAP - PAWP) / CO (WU); x 80 = dyn·s·cm⁻⁵. Elevated "
                            "above 2 WU (ESC/ERS 2022).")],
    output=Output(unit="Wood units", decimals=2,
                  description="Pulmonary vascular resistance in Wood units (mmHg·min/L); "
                              "dyn·s·cm⁻⁵ in the breakdown"),
    interpret=interpret,
    references=[ESC_ERS_2022],
    notes="PVR (Wood units, WU = mmHg·min/L) = (mean pulmonary artery pressure - pulmonary "
          "arterial wedge pressure) / cardiac output; 1 WU = 80 dyn·s·cm⁻⁵ (the breakdown "
          "gives "
          "both, and the transpulmonary gradient mPAP - PAWP). Total pulmonary resistance "
          "(mPAP / CO, MDCalc's second output) is in the breakdown. This is MDCalc's 'Pulmonary "
          "Resistance' calculator (pulmonary *vascular* resistance); the airway resistance of a "
          "ventilated patient is a different calculator (airway_resistance). Interpretation "
          "after the 2022 ESC/ERS haemodynamic definitions (all at rest): PVR > 2 WU is "
          "elevated; mPAP <= 20 mmHg is no pulmonary hypertension; mPAP > 20 mmHg is "
          "pre-capillary PH with PAWP <= 15 and PVR > 2, isolated post-capillary PH with PAWP "
          "> 15 and PVR <= 2, combined post- and pre-capillary PH with PAWP > 15 and PVR > 2, "
          "and 'unclassified PH' with PAWP <= 15 and PVR <= 2. The PVR comparison is made on "
          "the value rounded to 1e-9 (so 20 mmHg / 10 L/min is exactly 2 WU, not elevated). The "
          "2015 ESC/ERS guideline used mPAP >= 25 mmHg and PVR > 3 WU; the clinical group of PH "
          "is not decided by haemodynamics alone. A wedge pressure above the mean pulmonary "
          "artery pressure is NA implausible; equal pressures give 0 WU.",
)
