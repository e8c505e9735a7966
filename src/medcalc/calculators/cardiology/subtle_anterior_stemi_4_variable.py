"""Subtle anterior STEMI 4-variable formula (Driver et al., J Electrocardiol 2017): LAD occlusion
versus benign (normal-variant) ST elevation in V2-V4."""

import datetime as dt

from medcalc.core import Calculator, Duration, Output, Quantity, Reference, Version

DRIVER_2017 = Reference(
    "Driver BE, Khalil A, Henry T, Kazmi F, Adil A, Smith SW. A new 4-variable formula to "
    "differentiate normal variant ST segment elevation in V2-V4 (early repolarization) from "
    "subtle left anterior descending coronary occlusion - Adding QRS amplitude of V2 improves "
    "the model. J Electrocardiol. 2017;50(5):561-569.")
SMITH_2012 = Reference(
    "Smith SW, Khalil A, Henry TD, et al. Electrocardiographic differentiation of early "
    "repolarization from subtle anterior ST-segment elevation myocardial infarction. Ann Emerg "
    "Med. 2012;60(1):45-56 (the earlier 3-variable formula, cut-off 23.4).")

CUTOFF = 18.2  # Driver 2017: above it, LAD occlusion is favoured


def formula(qtc, qrs_amplitude_v2, r_wave_amplitude_v4, ste60_v3):
    # Driver 2017: 0.052 x QTc(B) - 0.151 x QRS V2 - 0.268 x R-wave V4 + 1.062 x STE60 V3.
    return (0.052 * qtc - 0.151 * qrs_amplitude_v2 - 0.268 * r_wave_amplitude_v4
            + 1.062 * ste60_v3)


def interpret(value):
    if round(value, 9) > CUTOFF:
        return "> 18.2: likely anterior STEMI (LAD occlusion)"
    return "<= 18.2: likely normal-variant ST elevation (early repolarization)"


def _mm(name, description, labels, lo, hi):
    return Quantity(name=name, unit="mm", units=("mm",), range=(lo, hi), labels=labels,
                    description=description)


CALCULATOR = Calculator(
    id="subtle_anterior_stemi_4_variable",
    name="Subtle Anterior STEMI Calculator (4-Variable)",
    aliases=["Subtle Anterior STEMI Calculator (4-Variable)", "4-variable subtle STEMI formula",
             "Smith 4-variable formula", "LAD occlusion vs early repolarization formula"],
    specialty="cardiology",
    description="Driver/Smith 4-variable ECG formula distinguishing subtle anterior STEMI (LAD "
                "occlusion) from normal-variant ST elevation in V2-V4; > 18.2 favours LAD "
                "occlusion.",
    keywords=["STEMI", "LAD occlusion", "early repolarization", "benign early repolarization",
              "ECG", "ST elevation", "occlusion MI", "Smith formula",
              "LAD occlusion versus benign early repolarization", "subtle anterior ST elevation",
              "early repolarization or STEMI", "normal variant ST elevation versus MI",
              "anterior STEMI equation", "missed anterior MI on ECG"],
    features=[
        Duration(name="qtc", unit="ms", units=("ms", "s"), range=(250.0, 700.0),
                 labels=("Bazett-corrected QT interval", "QTc", "QTc (Bazett)"),
                 description="Bazett-corrected QT interval (computer measurement; not corrected "
                             "below 60/min)"),
        _mm("qrs_amplitude_v2", "QRS amplitude in V2 (R wave + S wave depth), mm at 10 mm/mV",
            ("QRS amplitude in lead V2", "QRS amplitude V2"), 0.0, 80.0),
        _mm("r_wave_amplitude_v4", "R-wave amplitude in V4, mm",
            ("R wave amplitude in lead V4", "R-wave amplitude V4"), 0.0, 60.0),
        _mm("ste60_v3", "ST elevation 60 ms after the J point in V3, mm",
            ("ST segment elevation 60 ms after the J point in lead V3", "STE60 V3"), -5.0, 15.0),
    ],
    versions=[Version("driver_2017", dt.date(2017, 9, 1), DRIVER_2017, formula,
                      notes="0.052 x QTc - 0.151 x QRSV2 - 0.268 x RV4 + 1.062 x STE60V3; "
                            "cut-off 18.2.")],
    output=Output(unit=None, decimals=1, description="Formula value (unitless); > 18.2 favours "
                                                       "LAD occlusion"),
    interpret=interpret,
    references=[DRIVER_2017, SMITH_2012],
    notes="Applies only when there is at least 1 mm ST elevation in at least one of V2-V4 and "
          "the ECG is not an obvious STEMI (the derivation excluded LVH, bundle branch block, "
          "ST depression, convexity, terminal QRS distortion, Q waves, STE >= 5 mm): these "
          "conditions are the user's to check. Amplitudes in mm at standard calibration (10 "
          "mm/mV). Cut-off 18.2 as Driver 2017 (the value exactly 18.2 reads as "
          "normal variant here; the source reports the cut-off point without saying which side "
          "18.2 itself falls on). The earlier 3-variable formula (Smith 2012, cut-off 23.4) is a "
          "separate calculator.",
)
