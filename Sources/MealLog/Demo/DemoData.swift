/// `Dennys.csv`, a week of meals at the family restaurant Denny's: the demo data of
/// `meallog setup --demo` and the offline samples.
///
/// Embedded as text rather than a bundle resource: `Bundle.module` on Linux looks for a resource
/// directory beside the executable and stops the process when it is missing, so a copied
/// `meallog` binary would crash; embedded, the binary is self-contained. The same text ships as
/// `Sources/MealLog/Demo/Dennys.csv` (excluded from the target) for `meallog import`, and a test
/// checks that the two are the same.
public enum DemoData {
    public static let fileName = "Dennys.csv"

    public static let dennysCSV = """
        type,name,week,status
        ご飯,とろ〜り卵とチーズのオムライス,日,普通
        肉,大盛りカットステーキ,月,空いてる
        肉,トロけるお肉のビーフシチュー,火,空いてる
        パスタ,熟成卵黄と4種チーズのカルボナーラ,水,普通
        ご飯,オマール香るエビドリア,木,普通
        デザート,デビルズブラウニーサンデー,金,空いてない
        デザート,キャラメルハニーパンケーキ,土,空いてない
        """
}
