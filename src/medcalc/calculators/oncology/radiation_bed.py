"""Biologically effective dose (BED) of fractionated radiotherapy by the linear-quadratic model
(Barendsen 1982; Fowler 1989), with the equivalent dose in 2-Gy fractions (EQD2)."""

import datetime as dt

from medcalc.core import Calculator, Count, Derivation, Output, Quantity, Reference, Version

FOWLER_1989 = Reference(
    "Fowler JF. The linear-quadratic formula and progress in fractionated radiotherapy. Br J "
    "Radiol. 1989;62(740):679-694 (BED = nd[1 + d/(alpha/beta)]).",
    doi="10.1259/0007-1285-62-740-679", url="https://pubmed.ncbi.nlm.nih.gov/2670032/")
BARENDSEN_1982 = Reference(
    "Barendsen GW. Dose fractionation, dose rate and iso-effect relationships for normal tissue "
    "responses. Int J Radiat Oncol Biol Phys. 1982;8(11):1981-1997 (extrapolated response "
    "dose).", doi="10.1016/0360-3016(82)90459-x", url="https://pubmed.ncbi.nlm.nih.gov/6759484/")
MDCALC = Reference("MDCalc. Radiation Biologically Effective Dose (BED) Calculator.",
                   url="https://www.mdcalc.com/calc/10266/radiation-biologically-effective-dose-bed-calculator")


def bed(fractions, dose_per_fraction, alpha_beta):
    total = fractions * dose_per_fraction
    value = total * (1.0 + dose_per_fraction / alpha_beta)
    return {"value": value, "total_dose": total,
            "eqd2": value / (1.0 + 2.0 / alpha_beta)}


PER_FRACTION = Derivation(
    "dose_per_fraction",
    (Quantity(name="total_dose", unit="Gy", units=("Gy",), range=(0.1, 200.0),
              description="Total physical dose (Gy)", labels=("Total dose", "Total dose, Gy")),
     Count(name="fractions", range=(1, 100), description="Number of fractions",
           labels=("Number of fractions", "Fractions", "n"))),
    lambda total_dose, fractions: total_dose / fractions,
    "total dose divided by the number of fractions")

CALCULATOR = Calculator(
    id="radiation_bed",
    name="Radiation Biologically Effective Dose (BED) Calculator",
    aliases=["Radiation Biologically Effective Dose (BED) Calculator", "BED", "biologically "
             "effective dose", "EQD2", "linear-quadratic BED"],
    specialty="oncology",
    description="Biologically effective dose BED = n x d x (1 + d / (alpha/beta)) of a "
                "fractionated radiotherapy course, with the equivalent dose in 2-Gy fractions "
                "EQD2 = BED / (1 + 2 / (alpha/beta)).",
    keywords=["radiotherapy", "radiation oncology", "fractionation", "linear-quadratic model",
              "alpha/beta ratio", "hypofractionation", "SBRT", "EQD2",
              "tumor effect of different dose schedules", "equivalent dose in 2 Gy fractions",
              "compare fractionation schedules", "hypofractionation equivalent dose",
              "radiation dose conversion alpha beta", "radiobiologic dose of radiotherapy course",
              "SBRT equivalent dose"],
    features=[
        Count(name="fractions", range=(1, 100), description="Number of fractions (n)",
              labels=("Number of fractions", "Fractions", "n")),
        Quantity(name="dose_per_fraction", unit="Gy", units=("Gy",), range=(0.1, 30.0),
                 description="Dose per fraction d (Gy); or give total_dose",
                 labels=("Dose per fraction", "Dose per fraction, Gy", "d")),
        Quantity(name="alpha_beta", unit="Gy", units=("Gy",), range=(0.5, 30.0),
                 description="Tissue alpha/beta ratio (Gy): about 10 for early-responding "
                             "tissue and most tumours, about 3 for late-responding tissue",
                 labels=("α/β ratio", "alpha/beta ratio", "Alpha/beta", "α/β")),
    ],
    derived=[PER_FRACTION],
    versions=[Version("linear_quadratic", dt.date(1989, 8, 1), FOWLER_1989, bed,
                      notes="BED = n d (1 + d/(alpha/beta)); EQD2 = BED/(1 + 2/(alpha/beta)). "
                            "No repopulation (time) term and no incomplete-repair correction.")],
    output=Output(kind="number", unit="Gy", decimals=1, range=(0.0, float("inf")),
                  description="Biologically effective dose (Gy); EQD2 and total dose in the "
                              "breakdown"),
    references=[FOWLER_1989, BARENDSEN_1982, MDCALC],
    notes="The basic linear-quadratic BED without a tumour repopulation term (overall "
          "treatment time) or a dose-rate/incomplete-repair factor; it is least reliable at "
          "large doses per fraction (above about 8-10 Gy), where the LQ model is debated. Give "
          "either the dose per fraction or the total dose with the number of fractions. Doses "
          "are in Gy (cGy is not yet a unit the core reads: divide by 100).",
)
