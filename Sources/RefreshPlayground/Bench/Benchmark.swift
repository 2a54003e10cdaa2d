/// `refresh-playground bench`: filled in below.
enum Benchmark {
    static func main(_ args: [String]) -> Int32 { 0 }
}
