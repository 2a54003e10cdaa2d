extension RefreshComponent {
    /// Headers refresh; footers and trailers load more.
    private var loadsMore: Bool { self is RefreshFooter || self is RefreshTrailer }

    /// The built-in sentences of `announcement(forChangeFrom:)`.
    func defaultAnnouncement(forChangeFrom old: RefreshState) -> String? {
        let l = effectiveLocalizer
        switch state {
        case .refreshing:
            return l.string(for: loadsMore ? .announceLoadingText : .announceRefreshingText)
        case .finished:
            return lastOutcome.map(outcomeSentence)
        case _ where old == .refreshing && lastOutcome != nil:
            // An outcome shown for no time (`failed`, `idle`, `noMoreData`): said as it collapses.
            return lastOutcome.map(outcomeSentence)
        case .noMoreData where old != .finished:
            // Marked by `endRefreshingWithNoMoreData()` (from a shown outcome it was said already).
            return l.string(for: .autoFooterNoMoreDataText)
        default:
            return nil
        }
    }

    /// A load's outcome as one sentence: the count of rows or items a footer or trailer added,
    /// the failure's message (with the retry hint of an auto footer), no more data.
    func outcomeSentence(_ outcome: RefreshOutcome) -> String {
        let l = effectiveLocalizer
        switch outcome {
        case let .failure(message):
            let reason = message ?? l.string(for: loadsMore ? .footerFailedText : .headerFailedText)
            return self is AutoFooter ? reason + ". " + l.string(for: .footerRetryText) : reason
        case .noMoreData where self is RefreshFooter:
            return l.string(for: .autoFooterNoMoreDataText)
        default:
            if loadsMore, let start = dataCountAtRefreshStart, let now = scrollView?.totalDataCount, now > start {
                return l.language.itemsLoadedSentence(now - start)
            }
            return l.string(for: loadsMore ? .footerSucceededText : .headerSucceededText)
        }
    }
}
